import Lifecycle
import LuaHost

/// A weak reference to a ``ScriptSession`` that costs a plain load to follow.
///
/// App code that the device keeps (queued blocks, timers, observers, completion handlers)
/// must reach its session without owning it: the session owns the device, so a strong
/// reference would be a cycle. Swift's `unowned` and `weak` pay atomic reference counting
/// on every use, which was a large share of a timer tick. The session clears this link
/// when it closes or goes away, and a session and its device live on one thread, so app
/// code either finds its session alive and open or finds nil and throws ``Ended``.
final class SessionLink {
    var session: Unmanaged<ScriptSession>?

    /// Runs `body` with the session, which stays alive for the call (its owner is on the
    /// stack: app code runs only while something drives the session's device).
    @inline(__always)
    func withSession<T>(_ body: (ScriptSession) throws -> T) throws -> T {
        guard let session else { throw Ended() }
        return try session._withUnsafeGuaranteedRef(body)
    }

    /// A Lua function whose body runs with the session (a method of one of the API's classes,
    /// which are made before the session is whole).
    func function(_ name: String, _ body: @escaping (ScriptSession, LuaCall) throws -> LuaResults) -> LuaFunction {
        LuaFunction(name) { [self] call in try withSession { try body($0, call) } }
    }

    /// ``function(_:_:)`` paired with its name, as a class lists its methods.
    func method(_ name: String, _ body: @escaping (ScriptSession, LuaCall) throws -> LuaResults) -> (
        String, LuaFunction
    ) {
        (name, function(name, body))
    }

    /// App code ran after its session was closed or gone (the device was driven on its own).
    struct Ended: Error, CustomStringConvertible {
        var description: String { "the script session that made this app code has ended" }
    }
}

extension ScriptSession {
    /// A Lua function as a block of `app`'s code (queued work, a timer, an expiration
    /// handler). It holds the Lua state itself, so a timer tick loads nothing it must count.
    func block(_ function: LuaRef, app: AppID) -> Block {
        let link = self.link
        let state = self.state
        return { try link.withSession { try $0.runAppCode(function, app: app, in: state) } }
    }

    /// A Lua function as a handler of `app`'s code that the device calls with a value (a
    /// completion, an observer, a task launch); `arguments` turns the value into Lua's.
    func handler<Value>(
        _ function: LuaRef, app: AppID, _ arguments: @escaping (ScriptSession, Value) throws -> [LuaValue]
    ) -> (Value) throws -> Void {
        let link = self.link
        return { value in
            try link.withSession { session in
                _ = try session.runAppCode(function, app: app, arguments: try arguments(session, value))
            }
        }
    }
}
