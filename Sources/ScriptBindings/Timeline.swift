import Lifecycle
import LuaHost

/// Drives the scenario's coroutines ("strands") through virtual time: the
/// main chunk or scenario body, plus every `at`/`after` function. The
/// earliest strand runs next (ties in creation order); `wait(s)` parks it.
final class Timeline {
    enum Request {
        case wait(VirtualTime)
        case runUntilIdle
    }

    final class Strand {
        let coroutine: LuaCoroutine
        var wake: VirtualTime
        let order: Int
        init(_ coroutine: LuaCoroutine, wake: VirtualTime, order: Int) {
            self.coroutine = coroutine
            self.wake = wake
            self.order = order
        }
    }

    private var strands: [Strand] = []
    private var created = 0
    /// What the running strand asked for when it yielded.
    var request: Request?
    /// The coroutine running now (wait() must come from it).
    private(set) var running: UnsafeRawPointer?

    func add(_ function: LuaRef, wake: VirtualTime, in session: ScriptSession) throws {
        let coroutine = try session.state.coroutine(function)
        strands.append(Strand(coroutine, wake: wake, order: created))
        created += 1
    }

    /// Runs `function` and everything it schedules until all strands finish;
    /// returns what `function` returned (the REPL prints it).
    @discardableResult
    func run(_ function: LuaRef, in session: ScriptSession) throws -> [LuaValue] {
        try add(function, wake: session.device.now, in: session)
        let first = strands.last
        var results: [LuaValue] = []
        while let strand = strands.min(by: { ($0.wake, $0.order) < ($1.wake, $1.order) }) {
            let before = session.device.now
            try session.drive { try session.device.advance(to: strand.wake) }
            if session.device.now > before { try session.checkInvariantsAfter("time passed to \(session.device.now.fixed3) s") }
            request = nil
            running = strand.coroutine.identity
            defer { running = nil }
            switch try strand.coroutine.resume() {
            case .finished(let values):
                if strand === first { results = values }
                strands.removeAll { $0 === strand }
            case .yielded:
                switch request {
                case .wait(let span)?:
                    strand.wake = session.device.now + span
                case .runUntilIdle?:
                    try session.drive { try session.device.runUntilIdle() }
                    try session.checkInvariantsAfter("run_until_idle()")
                    strand.wake = session.device.now
                case nil:
                    throw LuaError(kind: .runtime, message: "a coroutine yielded to the scenario runner without wait()")
                }
            }
        }
        return results
    }

    /// Drops every strand (the REPL after an error: its `after()` functions
    /// must not run at the next prompt).
    func removeAll() { strands.removeAll() }
}

extension ScriptSession {
    /// Engine calls made by the runner itself (not from Lua): engine errors
    /// and tripped budgets become the run's error.
    func drive(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as EngineError {
            throw LuaError(kind: .runtime, message: "\(path): \(error.description)")
        }
        try checkFatal()
    }

    func timelineLibrary() -> [(String, LuaFunction)] {
        [
            ("wait", LuaFunction("wait") { [unowned self] call in
                try refuseInsideInvariant("wait()")
                let seconds = try call.number(1)
                try checkCanWait(call, "wait")
                timeline.request = .wait(try span(seconds, call, 1))
                return try call.yielding()
            }),
            ("run_until_idle", LuaFunction("run_until_idle") { [unowned self] call in
                try refuseInsideInvariant("run_until_idle()")
                try checkCanWait(call, "run_until_idle")
                timeline.request = .runUntilIdle
                return try call.yielding()
            }),
            ("at", LuaFunction("at") { [unowned self] call in
                try refuseInsideInvariant("at()")
                let seconds = try call.number(1)
                let function = try call.function(2)
                let time = try span(seconds, call, 1)
                guard time >= device.now else {
                    throw LuaHostError.badArgument(1, "time \(time.jsonSeconds) s is in the past (now is \(device.now.jsonSeconds) s)")
                }
                try timeline.add(function, wake: time, in: self)
                return .none
            }),
            ("after", LuaFunction("after") { [unowned self] call in
                try refuseInsideInvariant("after()")
                let seconds = try call.number(1)
                let function = try call.function(2)
                try timeline.add(function, wake: device.now + span(seconds, call, 1), in: self)
                return .none
            }),
            ("scenario", LuaFunction("scenario") { [unowned self] call in
                try refuseInsideInvariant("scenario()")
                let name = try call.string(1)
                let body = try call.function(2)
                if scenarios.contains(where: { $0.name == name }) {
                    throw LuaHostError.message("scenario '\(name)' is declared twice: scenario names must be unique")
                }
                scenarios.append(ScenarioDeclaration(name: name, body: body, location: state.currentLocation()))
                return .none
            }),
        ]
    }

    private func checkCanWait(_ call: LuaCall, _ name: String) throws {
        if !appStack.isEmpty {
            throw LuaHostError.message(
                "\(name)() cannot be used in app code (a callback or block runs on the main thread and "
                    + "cannot pause the world): use dispatch.after(seconds, fn) instead")
        }
        guard call.thread == timeline.running, call.isYieldable else {
            throw LuaHostError.message(
                "\(name)() must be called from the main chunk, a scenario body or an at()/after() function "
                    + "(not from inside pcall's handler, a metamethod or a coroutine of your own)")
        }
    }

    private func span(_ seconds: Double, _ call: LuaCall, _ index: Int32) throws -> VirtualTime {
        guard seconds.isFinite, seconds >= 0 else {
            throw LuaHostError.badArgument(index, "a finite number of seconds >= 0 expected, got \(formatLuaNumber(seconds))")
        }
        return .seconds(seconds)
    }
}
