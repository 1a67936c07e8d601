import Lifecycle
import LuaHost
import MessageCatalog

/// One run of a scenario file: a fresh Lua state bound to a fresh device.
/// The main chunk runs first (declaring apps and scenarios), then at most one
/// scenario body; each is a coroutine driven by the ``Timeline``.
///
/// Three parts, each made whole: what the session makes once (the state with the API in
/// it), what each run gets new (``startAnotherRun()``: a device, a link, a timeline and a
/// ``RunState``), and the hooks its host sets.
final class ScriptSession {
    // MARK: Made once

    let path: String
    let options: RunOptions
    @exclusivity(unchecked) let state: LuaState
    /// How the state's sandbox and the API's classes reach this session: one link for the
    /// session's life, cleared when it closes.
    let home: SessionLink
    /// The Lua classes of the API's objects, made with the state.
    let classes: ObjectClasses
    /// Limits `scenario()` to one name while the main chunk runs for that scenario.
    let scenarioSkip: ScenarioSkip
    /// The text of each chunk the session loaded from a file, by chunk name (`@path`), so
    /// advice can name the line a variable is declared on. Kept across runs (the same
    /// arrays the callers hold: nothing is copied).
    private(set) var sources: [String: [UInt8]] = [:]
    /// The main files apps named (`main = "notes-app.lua"`), read once for the session: every
    /// run and every exploration run of it sees the same text.
    var mainFiles = MainFileCache()

    // MARK: New for each run

    @exclusivity(unchecked) var device: Device
    /// How blocks the device keeps reach this session (see ``SessionLink``), so app code of
    /// an earlier run's device finds none.
    var link = SessionLink()
    var timeline = Timeline()
    /// What this run has declared and done.
    @exclusivity(unchecked) var run = RunState()

    // MARK: Set by the host

    /// Each record as it happens, until the run stops (streaming output, the REPL).
    var onRecord: ((TraceRecord) -> Void)?
    /// Whether records after a stop are hidden (a run ends there; the REPL's device goes on).
    var hidesRecordsAfterStop = true
    /// Ctrl-C (the REPL): asked between events; yes stops the input at its `wait` line.
    var interruptRequested: (() -> Bool)? {
        didSet { device.shouldStop = interruptRequested }
    }
    /// Told when the outermost app code starts (true) and ends (false), so an interrupt can
    /// wait for the next boundary between events instead of landing inside an app.
    @exclusivity(unchecked) var appCodeBoundary: ((Bool) -> Void)?
    /// Whether actions and waits check the invariants (`applife run`); explore checks
    /// after each of its own steps instead.
    var checksInvariants = true

    /// A session with its Lua state made and the API installed, no script run. An `--ios`
    /// outside the modelled versions is refused before anything is made. With `rewinds`,
    /// the state can go back to a checkpoint (``keepForRuns()``).
    init(path: String, options: RunOptions, rewinds: Bool = false) throws {
        if let ios = options.ios, !Profile.supportedVersions.contains(ios) {
            throw LuaError(
                kind: .runtime,
                message: Self.versionProblem(
                    ios: Int64(ios), from: "--ios", .unsupportedVersion(ios), options.language))
        }
        let home = SessionLink()
        let state = try LuaState(
            limits: .init(
                memory: options.memoryLimit, instructions: options.maxInstructions, seconds: options.timeout,
                since: options.timeoutStart),
            sandbox: Self.sandbox(options, home), rewinds: rewinds)
        self.path = path
        self.options = options
        self.home = home
        self.state = state
        classes = try ObjectClasses(state: state, home: home)
        scenarioSkip = try ScenarioSkip(state)
        device = Self.newDevice(options)
        home.session = Unmanaged.passUnretained(self)
        link.session = Unmanaged.passUnretained(self)
        state.warningHandler = { [unowned self] in self.logRecord("warning: \($0)") }
        state.hostErrorObserver = { [unowned self] error, message in noteHostError(error, message) }
        let language = options.language
        state.errorWording = { ($0 as? any WordedError)?.text(language) }
        attachDevice()
        try installAPI()
        try installModules()
    }

    /// The sandbox of the session's state: `print` becomes a log record, and the clocks
    /// read the device's virtual time.
    private static func sandbox(_ options: RunOptions, _ home: SessionLink) -> LuaSandbox {
        LuaSandbox(
            output: { bytes in try? home.withSession { $0.printed(bytes) } },
            outputLimit: options.outputLimit,
            clock: { (try? home.withSession { $0.device.now.seconds }) ?? 0 },
            time: { (try? home.withSession { Int64($0.device.now.seconds) }) ?? 0 },
            randomSeed: options.seed)
    }

    /// A device as `options` ask for it, before any `device{}`.
    static func newDevice(_ options: RunOptions) -> Device {
        let device = Device(
            profile: Profile(ios: options.ios ?? Profile.defaultIOS),
            trace: TraceOptions(keep: true, maxRecords: options.maxRecords, maxBytes: options.outputLimit))
        device.actionUsage = ActionBinding.usage  // messages suggest actions as scripts write them
        device.plannedChoices = options.choices
        return device
    }

    deinit {
        detachFromDevice()
        home.session = nil
    }

    /// The device asks the session where app code is and tells it each record.
    func attachDevice() {
        device.currentLocation = { [unowned self] in self.state.currentLocation() }
        device.onRecord = { [unowned self] record in forward(record) }
    }

    /// Closes the Lua state. App code the device still holds then throws instead of calling it.
    func close() {
        detachFromDevice()
        home.session = nil
        state.close()
    }

    /// The device may outlive the session (``ExploreRun/device``): it keeps no way back.
    func detachFromDevice() {
        link.session = nil
        device.onRecord = nil
        device.currentLocation = nil
    }

    /// Loads and runs the file's main chunk on the timeline.
    func runMainChunk(_ source: LuaSource) throws {
        try runMainChunk(try loadMainChunk(source))
    }

    /// The file's main chunk, compiled.
    func loadMainChunk(_ source: LuaSource) throws -> LuaRef {
        noteSource(source.bytes, chunk: "@" + path)
        return try state.load(source, name: "@" + path)
    }

    /// Remembers the text of a chunk loaded from a file (see ``sources``).
    func noteSource(_ bytes: [UInt8], chunk: String) {
        sources[chunk] = bytes
    }

    /// `file:line` of the declaration of the variable `name` that `function` captured; nil
    /// when the function's file text is not known (code typed at the REPL's prompt) or no
    /// declaration of it is in sight.
    func declaration(of name: String, capturedBy function: LuaRef) -> String? {
        guard let (chunk, defined) = state.definition(of: function), chunk.hasPrefix("@"),
            let source = sources[chunk],
            let line = DeclarationLines(source: source).line(of: name, visibleAt: max(defined, 1))
        else { return nil }
        return "\(chunk.dropFirst()):\(line)"
    }

    /// Runs the compiled main chunk on the timeline.
    func runMainChunk(_ chunk: LuaRef) throws {
        try timeline.run(chunk, in: self)
    }

    // MARK: Output

    /// `print` becomes a log record, so it interleaves with the trace in time.
    func printed(_ bytes: [UInt8]) {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        logRecord(TextCut.text(bytes))
    }

    /// A `log` record; the message is cut to ``TextCut/limit``. A scene's code logs under
    /// the scene's name (`Notes#2`).
    func logRecord(_ message: String) {
        let scene = run.currentScene.flatMap { $0.app == run.currentApp ? device.name(of: $0) : nil }
        device.append(
            TraceRecord(
                app: run.currentApp.map { device.name(of: $0) }, scene: scene, kind: .log,
                message: TextCut.text(message),
                at: state.currentLocation()))
    }

    // MARK: Running app code

    /// Calls a Lua function as app code of `app` (a delegate method, block,
    /// timer, observer). A Lua error becomes a crash (``CallbackFailure``); a
    /// tripped budget or a misuse of the API stops the run (``stop(_:)``): no
    /// crash is shown for it, and no more app code runs.
    /// `scene`: the scene whose delegate (or SwiftUI handler) this is.
    @discardableResult
    func runAppCode(_ function: LuaRef, app: AppID, scene: SceneID? = nil, arguments: [LuaValue]) throws -> [LuaValue] {
        var results: [LuaValue] = []
        let caller = run.currentScene
        run.currentScene = scene
        defer { run.currentScene = caller }
        try asAppCode(app) { results = try state.call(.reference(function), arguments: arguments) }
        return results
    }

    /// Runs an app's `main` (a function, or a main file's compiled chunk) as app code, with
    /// an environment of its own that reads through to `globals` (the global table when nil):
    /// its globals are the new process's memory. Returns the table of code it made.
    /// `name` and `location` say what `main` is in an error ("main", "the main file x.lua").
    func runMain(_ main: LuaRef, named name: String, at location: String?, readingThrough globals: LuaRef?, app: AppID)
        throws -> LuaTable
    {
        try state.giveOwnEnvironment(to: main, try state.makeEnvironment(readingThrough: globals))
        let results = try runAppCode(main, app: app, arguments: [])
        guard case .reference(let ref)? = results.first, ref.type == .table else {
            throw CallbackFailure(
                message: "\(name) must return the process's code, a table such as { delegate = { ... } } "
                    + "(got \(results.first?.typeName ?? "nothing"))",
                location: location)
        }
        // Deep enough for ui = { name = { args = { value } } } to be checked value by value.
        return try state.table(ref, maxDepth: 5)
    }

    /// The same for a block or a timer tick: no arguments, results dropped, through the
    /// allocation-free call. `state` is the session's own, passed in by the block that
    /// holds it, so a tick does not load it.
    @inline(__always)
    func runAppCode(_ function: LuaRef, app: AppID, in state: LuaState) throws {
        try asAppCode(app) { try state.call(function) }
    }

    @inline(__always)
    private func asAppCode(_ app: AppID, _ call: () throws -> Void) throws {
        try checkFatal()
        let caller = run.currentApp
        if caller == nil { appCodeBoundary?(true) }
        run.currentApp = app
        defer {
            run.currentApp = caller
            if caller == nil { appCodeBoundary?(false) }
        }
        do {
            try call()
        } catch let error as LuaError {
            if let misuse = takeMisuse(raised: error) {
                stop(misuse)
            } else if error.kind != .runtime && error.kind != .syntax {
                stop(error)
            }
            throw CallbackFailure(
                message: error.reason,
                location: error.file.flatMap { file in error.line.map { "\(file):\($0)" } },
                traceback: error.traceback.map(ErrorText.userFrames))
        }
        // A misuse the app code caught with pcall still stops the run.
        if let misuse = takeMisuse(raised: nil) {
            stop(misuse)
            throw CallbackFailure(
                message: misuse.reason, location: misuse.file.flatMap { f in misuse.line.map { "\(f):\($0)" } })
        }
    }

    /// The app whose code runs now, or an error naming what needs it.
    func runningApp(for function: String) throws -> AppID {
        guard let app = run.currentApp else {
            throw Misuse(.onlyFromAppCode, function)
        }
        return app
    }

    /// Stops the run when a budget tripped inside app code.
    @inline(__always)
    func checkFatal() throws {
        if let fatal = run.stop.fatal { throw fatal }
        // The trace is output too: full, it stops the run like the output limit.
        if device.traceLimitReached { throw state.tripOutputLimit() }
    }

    /// Turns engine errors into Lua errors at the caller's line. `ProcessKilled` passes
    /// through as itself: the app was killed while blocked, which is no misuse.
    func engine<T>(_ body: () throws -> T) throws -> T {
        do {
            let result = try body()
            try checkFatal()
            return result
        } catch EngineError.traceLimit {
            throw state.tripOutputLimit()
        } catch let error as EngineError {
            throw LuaHostError.message(error.text(options.language))
        }
    }
}

/// `scenario(name, fn)` as declared.
struct ScenarioDeclaration {
    let name: String
    let body: LuaRef
    let location: String?
}
