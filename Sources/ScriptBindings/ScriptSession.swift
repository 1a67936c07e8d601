import Lifecycle
import LuaHost

/// One run of a scenario file: a fresh Lua state bound to a fresh device.
/// The main chunk runs first (declaring apps and scenarios), then at most one
/// scenario body; each is a coroutine driven by the ``Timeline``.
final class ScriptSession {
    let path: String
    let options: RunOptions
    let device: Device
    private(set) var state: LuaState!
    var timeline = Timeline()

    /// Installed apps' handles, by app, and their names.
    var handles: [AppID: AppHandle] = [:]
    var appNames: Set<String> = []
    /// The apps whose code is on the stack now, innermost last.
    @exclusivity(unchecked) var appStack: [AppID] = []
    /// Scenarios the main chunk declared, in order, and their names.
    var scenarios: [ScenarioDeclaration] = []
    var scenarioNames: Set<String> = []
    /// A scenario body runs: declaring another now would be lost.
    var scenarioRunning = false
    /// A budget that tripped inside app code: the run cannot go on.
    var fatal: LuaError?
    /// Set when an expectation failed (it raises to stop the scenario).
    var failure: ExpectationFailure?
    /// Where `expect.callbacks` starts counting (records' seq).
    var expectMark = 0
    /// Whether an action has run yet (`device{}` must come before).
    var worldStarted = false
    /// `invariant(name, fn)` declarations, in order.
    var invariants: [InvariantDeclaration] = []
    /// The invariant running now, if one is (it may only read).
    var checkingInvariant: String?
    /// Whether actions and waits check the invariants (`applife run`); explore checks
    /// after each of its own steps instead.
    var checksInvariants = true

    /// Methods of the UIApplication object, created once per state.
    var applicationMethods: [String: LuaRef] = [:]
    var appClass: LuaClass!
    var applicationClass: LuaClass!
    var timerClass: LuaClass!
    var groupClass: LuaClass!
    var tokenClass: LuaClass!
    var sceneClass: LuaClass!
    /// Scene objects by scene, made once so callbacks see the same object.
    var sceneObjects: [SceneID: LuaRef] = [:]

    init(path: String, options: RunOptions) {
        self.path = path
        self.options = options
        device = Device(
            profile: Profile(ios: options.ios ?? 17),
            trace: TraceOptions(keep: true, maxRecords: options.maxRecords, maxBytes: options.outputLimit),
            seed: UInt64(bitPattern: options.seed))
    }

    /// Creates the Lua state and installs the API.
    func start() throws {
        let sandbox = LuaSandbox(
            output: { [unowned self] bytes in self.printed(bytes) },
            outputLimit: options.outputLimit,
            clock: { [unowned self] in self.device.now.seconds },
            time: { [unowned self] in Int64(self.device.now.seconds) },
            randomSeed: options.seed)
        state = try LuaState(
            limits: .init(memory: options.memoryLimit, instructions: options.maxInstructions, seconds: options.timeout),
            sandbox: sandbox)
        state.warningHandler = { [unowned self] in self.logRecord("warning: \($0)") }
        device.currentLocation = { [unowned self] in self.state.currentLocation() }
        try installAPI()
        try installModules()
    }

    func close() { state?.close() }

    /// Loads and runs the file's main chunk on the timeline.
    func runMainChunk(_ source: LuaSource) throws {
        let chunk = try state.load(source, name: "@" + path)
        try timeline.run(chunk, in: self)
    }

    // MARK: Output

    /// `print` becomes a log record, so it interleaves with the trace in time.
    private func printed(_ bytes: [UInt8]) {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        logRecord(TextCut.text(bytes))
    }

    /// A `log` record; the message is cut to ``TextCut/limit``.
    func logRecord(_ message: String) {
        device.append(TraceRecord(
            app: appStack.last.map { device.name(of: $0) }, kind: .log, message: TextCut.text(message),
            at: state?.currentLocation()))
    }

    // MARK: Running app code

    /// Calls a Lua function as app code of `app` (a delegate method, block,
    /// timer, observer). A Lua error becomes a crash (``CallbackFailure``); a
    /// tripped budget is remembered as fatal, so the run stops after it.
    @discardableResult
    func runAppCode(_ function: LuaRef, app: AppID, arguments: [LuaValue]) throws -> [LuaValue] {
        appStack.append(app)
        defer { appStack.removeLast() }
        do {
            return try state.call(.reference(function), arguments: arguments)
        } catch let error as LuaError {
            throw appCodeFailure(error)
        }
    }

    /// The same for a block or a timer tick: no arguments, results dropped, through the
    /// allocation-free call.
    func runAppCode(_ function: LuaRef, app: AppID) throws {
        appStack.append(app)
        defer { appStack.removeLast() }
        do {
            try state.call(function)
        } catch let error as LuaError {
            throw appCodeFailure(error)
        }
    }

    private func appCodeFailure(_ error: LuaError) -> CallbackFailure {
        if error.kind != .runtime && error.kind != .syntax, fatal == nil { fatal = error }
        return CallbackFailure(
            message: error.reason,
            location: error.file.flatMap { file in error.line.map { "\(file):\($0)" } },
            traceback: error.traceback.map(ErrorText.userFrames))
    }

    /// The app whose code runs now, or an error naming what needs it.
    func runningApp(for function: String) throws -> AppID {
        guard let app = appStack.last else {
            throw LuaHostError.message(
                "\(function) must be called from app code (a delegate callback, block, timer or observer)")
        }
        return app
    }

    /// Stops the run when a budget tripped inside app code.
    func checkFatal() throws {
        if let fatal { throw fatal }
        // The trace is output too: full, it stops the run like the output limit.
        if device.traceLimitReached { throw state.tripOutputLimit() }
    }

    /// Turns engine errors into Lua errors at the caller's line.
    func engine<T>(_ body: () throws -> T) throws -> T {
        do {
            let result = try body()
            try checkFatal()
            return result
        } catch EngineError.traceLimit {
            throw state.tripOutputLimit()
        } catch let error as EngineError {
            throw LuaHostError.message(error.description)
        } catch let killed as ProcessKilled {
            throw LuaHostError.message(killed.description)
        }
    }
}

/// `scenario(name, fn)` as declared.
struct ScenarioDeclaration {
    let name: String
    let body: LuaRef
    let location: String?
}
