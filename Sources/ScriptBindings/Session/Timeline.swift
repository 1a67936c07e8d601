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

        func precedes(_ other: Strand) -> Bool { (wake, order) < (other.wake, other.order) }
    }

    /// Strands resumed at one virtual instant before the runner gives up, as
    /// the engine does for events (`Device.sameInstantLimit`): an
    /// `after(0, f)` that schedules itself would otherwise never let time move.
    static let sameInstantLimit = 1_000_000

    private var strands = StrandQueue()
    private var created = 0
    /// What the running strand asked for when it yielded, and from where (`file:line`).
    var request: Request?
    var requestLocation: String?
    /// The coroutine running now (wait() must come from it).
    private(set) var running: UnsafeRawPointer?

    func add(_ function: LuaRef, wake: VirtualTime, in session: ScriptSession) throws {
        let coroutine = try session.state.coroutine(function)
        strands.push(Strand(coroutine, wake: wake, order: created))
        created += 1
    }

    /// Runs `function` and everything it schedules until all strands finish;
    /// returns what `function` returned (the REPL prints it).
    @discardableResult
    func run(_ function: LuaRef, in session: ScriptSession) throws -> [LuaValue] {
        let firstOrder = created
        try add(function, wake: session.device.now, in: session)
        var results: [LuaValue] = []
        var instant = session.device.now
        var sameInstant = 0
        while let strand = strands.pop() {
            // Strands can be too short for the count hook (after(0, again)):
            // the deadline is checked here too.
            try session.state.checkBudgets(before: strand.coroutine)
            let before = session.device.now
            try session.drive { try session.device.advance(to: strand.wake) }
            if session.device.now > before {
                try session.checkInvariantsAfter("time passed to \(session.device.now.fixed3) s")
            }
            if session.device.now == instant {
                sameInstant += 1
                if sameInstant > Self.sameInstantLimit { throw sameInstantError(strand, at: instant) }
            } else {
                instant = session.device.now
                sameInstant = 1
            }
            request = nil
            running = strand.coroutine.identity
            defer { running = nil }
            switch try strand.coroutine.resume() {
            case .finished(let values):
                if strand.order == firstOrder { results = values }
            case .yielded:
                switch request {
                case .wait(let span)?:
                    strand.wake = session.device.now + span
                case .runUntilIdle?:
                    try session.drive { try session.device.runUntilIdle() }
                    try session.checkInvariantsAfter("run_until_idle()")
                    strand.wake = session.device.now
                case nil:
                    throw located(
                        "coroutine.yield() here would pause the scenario runner itself: use wait(seconds) to let time "
                            + "pass, or yield inside a coroutine of your own", strand)
                }
                strands.push(strand)
            }
        }
        return results
    }

    /// Drops every strand (the REPL after an error: its `after()` functions
    /// must not run at the next prompt).
    func removeAll() { strands = StrandQueue() }

    private func sameInstantError(_ strand: Strand, at time: VirtualTime) -> LuaError {
        located(
            "at t=\(time.jsonSeconds) s, \(Self.sameInstantLimit) at()/after() functions ran without "
                + "virtual time moving on (does an after(0, f) schedule itself?)", strand)
    }

    /// An error of the runner's at the line where `strand` stands.
    private func located(_ text: String, _ strand: Strand) -> LuaError {
        let location = strand.coroutine.location
        var error = LuaError(kind: .runtime, message: location.map { "\($0): \(text)" } ?? text)
        if let location, let colon = location.lastIndex(of: ":") {
            error.file = String(location[..<colon])
            error.line = Int(location[location.index(after: colon)...])
        }
        return error
    }
}

/// The strands waiting to run, earliest first: a binary min-heap, so that
/// thousands of `after` functions cost O(log n) each, not a scan.
struct StrandQueue {
    private var heap: [Timeline.Strand] = []

    var isEmpty: Bool { heap.isEmpty }

    mutating func push(_ strand: Timeline.Strand) {
        heap.append(strand)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Timeline.Strand? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            var best = left
            if left + 1 < heap.count, heap[left + 1].precedes(heap[left]) { best = left + 1 }
            guard heap[best].precedes(heap[parent]) else { break }
            heap.swapAt(best, parent)
            parent = best
        }
        return first
    }
}

extension ScriptSession {
    /// Engine calls made by the runner itself (not from Lua): engine errors, tripped budgets
    /// and an interrupt (Ctrl-C in the REPL) become the run's error, at the line of the
    /// `wait` or `run_until_idle` that moved the clock.
    func drive(_ body: () throws -> Void) throws {
        do {
            try state.whileEntered(body)
        } catch EngineError.interrupted {
            throw timelineError(.interrupted, EngineError.interrupted.text(options.language))
        } catch EngineError.traceLimit {
            throw state.tripOutputLimit()
        } catch let error as EngineError {
            throw timelineError(.runtime, error.text(options.language))
        }
        try checkFatal()
        if interruptRequested?() == true {
            throw timelineError(.interrupted, EngineError.interrupted.text(options.language))
        }
    }

    private func timelineError(_ kind: LuaError.Kind, _ text: String) -> LuaError {
        LuaError.at(timeline.requestLocation ?? path, kind, text)
    }

    func timelineLibrary() -> [(String, LuaFunction)] {
        [
            (
                ActionBinding.wait.name,
                LuaFunction(ActionBinding.wait.lua) { [unowned self] call in
                    try refuseInsideInvariant("wait()")
                    let row = ActionBinding.wait
                    guard case .advance(let seconds) = try row.read(row.reader(call, self)) else { return .none }
                    try checkCanWait(call, "wait")
                    timeline.request = .wait(try span(seconds, call, 1))
                    timeline.requestLocation = state.currentLocation()
                    return try call.yielding()
                }
            ),
            (
                "run_until_idle",
                LuaFunction("run_until_idle") { [unowned self] call in
                    try refuseInsideInvariant("run_until_idle()")
                    try checkCanWait(call, "run_until_idle")
                    timeline.request = .runUntilIdle
                    timeline.requestLocation = state.currentLocation()
                    return try call.yielding()
                }
            ),
            (
                "at",
                LuaFunction("at") { [unowned self] call in
                    try refuseInsideInvariant("at()")
                    let seconds = try call.number(1)
                    let function = try call.function(2)
                    let time = try span(seconds, call, 1)
                    guard time >= device.now else {
                        throw LuaHostError.badArgument(
                            1, "time \(time.jsonSeconds) s is in the past (now is \(device.now.jsonSeconds) s)")
                    }
                    try timeline.add(function, wake: time, in: self)
                    return .none
                }
            ),
            (
                "after",
                LuaFunction("after") { [unowned self] call in
                    try refuseInsideInvariant("after()")
                    let seconds = try call.number(1)
                    let function = try call.function(2)
                    try timeline.add(function, wake: device.now + span(seconds, call, 1), in: self)
                    return .none
                }
            ),
            (
                "scenario",
                LuaFunction("scenario") { [unowned self] call in
                    try refuseInsideInvariant("scenario()")
                    guard run.currentApp == nil, !run.scenarioRunning else {
                        throw Misuse(run.currentApp == nil ? .scenarioInsideScenario : .scenarioFromAppCode)
                    }
                    let name = try scenarioName(call)
                    let body = try call.function(2)
                    guard run.scenarioNames.insert(name).inserted else {
                        throw LuaHostError.message(
                            "scenario '\(name)' is declared twice: scenario names must be unique")
                    }
                    run.scenarios.append(ScenarioDeclaration(name: name, body: body, location: state.currentLocation()))
                    return .none
                }
            ),
        ]
    }

    /// Valid UTF-8 (names differing only in invalid bytes would read the same) and not too long.
    private func scenarioName(_ call: LuaCall) throws -> String {
        try call.name(1, limit: TextBound.scenarioName, what: "scenario name")
    }

    private func checkCanWait(_ call: LuaCall, _ name: String) throws {
        if run.currentApp != nil {
            throw Misuse(.waitInAppCode, "\(name)()")
        }
        guard call.thread == timeline.running, call.isYieldable else {
            throw Misuse(.waitNotYieldable, "\(name)()")
        }
    }

    private func span(_ seconds: Double, _ call: LuaCall, _ index: Int32) throws -> VirtualTime {
        guard seconds.isFinite, seconds >= 0 else {
            throw LuaHostError.badArgument(
                index, "a finite number of seconds >= 0 expected, got \(formatLuaNumber(seconds))")
        }
        return .seconds(seconds)
    }
}
