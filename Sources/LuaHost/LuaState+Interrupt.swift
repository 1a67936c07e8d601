import CLuaShim

/// Stopping a running script from outside, as lua.c does on Ctrl-C: the
/// request stores a flag and hooks the thread running Lua; the count hook
/// (between Lua instructions) turns it into a sticky error, `file:line: interrupted`, of kind
/// ``LuaError/Kind/interrupted``. Nothing unwinds a Swift frame.
///
///     state.isInterruptible = true          // say that interrupts are expected
///     let interrupt = state.interruptHandle  // give this to another thread or a signal
///     interrupt.request()                    // the running call throws "interrupted"
///     state.resetBudgets()                   // clears the trip: the state is usable again
///
/// A hook cannot run inside a C function (a runaway string pattern): such
/// work ends only when it returns to Lua.
extension LuaState {
    /// Whether interrupts are expected. It costs nothing: a request hooks the
    /// running thread itself, and Lua runs hook-free until a request (or a due
    /// deadline) arrives.
    public var isInterruptible: Bool {
        get { context.pointee.interruptible != 0 }
        set {
            context.pointee.interruptible = newValue ? 1 : 0
            applife_arm_hook(L)
        }
    }

    /// Requests an interrupt of whatever Lua code this state runs now (or
    /// next). Safe from any thread.
    public func requestInterrupt() { applife_request_interrupt(context) }

    /// Takes back an interrupt that was requested but has not reached Lua code yet:
    /// whether there was one. The caller decides where it lands instead (the REPL stops
    /// between events rather than inside an app's callback).
    public func takeInterruptRequest() -> Bool { applife_take_interrupt(context) != 0 }

    /// A sendable way to request interrupts of this state from another thread.
    /// Valid while the state is open.
    public var interruptHandle: LuaInterruptHandle { LuaInterruptHandle(storage: contextStorage) }

    /// A sendable way to read, from another thread, where this state's
    /// script was last seen (a watchdog's message). Safe after the state closes.
    public var positionProbe: LuaPositionProbe { LuaPositionProbe(storage: contextStorage) }
}

/// Requests an interrupt of one state from any thread (see ``LuaState/requestInterrupt()``).
/// A request after the state has closed does nothing.
public struct LuaInterruptHandle: Sendable {
    let storage: ContextStorage
    public func request() { applife_request_interrupt(storage.pointer) }
}

/// Where one state's script is, read from another thread: the innermost line
/// of script code of the thread running Lua, read from its stack (the hook
/// may never have run), else the last line the hook saw. Nothing is locked,
/// so it is meant for a watchdog's last message before the process ends,
/// when the script is stuck inside a C function and its stack does not move.
public struct LuaPositionProbe: Sendable {
    let storage: ContextStorage

    public var lastPosition: String? {
        let context = storage.pointer
        applife_probe_position(context)
        let line = Int(context.pointee.last_line)
        guard line > 0 else { return nil }
        let file = withUnsafeBytes(of: &context.pointee.last_source) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return "\(file):\(line)"
    }
}

/// SIGINT (Ctrl-C) as lua.c handles it: the handler only counts the signal
/// and requests an interrupt of the target state, if any. Installed without
/// `SA_RESTART`, and a SIGINT that lands on another thread is forwarded to
/// the installing thread, so a blocking read there returns with `EINTR`.
///
///     LuaSIGINT.install()                 // on the thread that reads input and runs Lua
///     LuaSIGINT.target(state)             // until the state closes (or another is targeted)
///     ... if LuaSIGINT.takeCount() > 0 { /* cancel the pending input */ }
///     LuaSIGINT.remove()
public enum LuaSIGINT {
    @discardableResult
    public static func install() -> Bool { applife_sigint_install() == 0 }
    public static func remove() { applife_sigint_remove() }
    /// The state a SIGINT interrupts; nil: none (the signal is only counted). Closing the
    /// state clears it, and a closed state is never made the target.
    public static func target(_ state: LuaState?) { applife_sigint_target(state?.context) }
    /// SIGINTs received since the last call.
    public static func takeCount() -> Int { Int(applife_sigint_take()) }
    /// SIGINTs received since the last ``takeCount()``, left counted.
    public static var count: Int { Int(applife_sigint_peek()) }
}
