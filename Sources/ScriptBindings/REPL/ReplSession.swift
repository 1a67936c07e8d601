import Lifecycle
import LuaHost

/// What a REPL evaluation produces, in order: trace records as they happen,
/// then the value of an expression, or an error.
public enum ReplEvent: Equatable {
    case record(TraceRecord)
    /// The pretty-printed results of an expression, tab-separated.
    case value(String)
    /// A script error with file:line and the user's traceback.
    case error(String)
    /// A remark of the REPL itself (the file's scenarios, a reset).
    case note(String)
}

/// The REPL core: a live device and Lua state that take input a line at a
/// time, following lua.c (return-first; a syntax error at `<eof>` asks for
/// more), keep top-level locals across lines (``ReplLocals``; a loaded file's stay
/// real locals the prompt reaches by name, ``ReplFileLocals``), and run each
/// input as a time-line strand, so `wait(10)` advances virtual time. No
/// terminal here: the command loop in AppLifeCLI feeds lines and prints events.
///
///     let repl = ReplSession(path: "todo.lua", source: bytes) { event in print(event) }
///     repl.start()                 // the file's apps and delegates; scenarios listed, not run
///     repl.submit("user.tap(todo)")  // .record(...) events
///     repl.submit("todo.state")      // .value("\"active\"")
///
/// Use it on one thread with a large stack (``LuaThread``).
public final class ReplSession {
    public enum Submission: Equatable { case evaluated, needsMore }

    /// One input that ran without error, as `:save` writes it.
    public struct Entry: Equatable {
        public let text: String
        public let time: VirtualTime
        /// The line to save: the statement, an `expect.equal` of an
        /// expression's value, or a comment for a value with no literal.
        public let saved: String
    }

    public let path: String?
    public private(set) var source: [UInt8]?
    public let options: RunOptions
    private let emit: (ReplEvent) -> Void
    private(set) var script: ScriptSession?
    private var helper: [String: LuaRef] = [:]
    public private(set) var pending: [String] = []
    public private(set) var entries: [Entry] = []
    /// Inputs (and file loads) that ended in an error: a scripted session exits non-zero.
    public private(set) var errorCount = 0
    /// The run limit the last input or load hit (time, memory, instructions, output), or nil.
    public private(set) var limitHit: RunLimit?
    /// Ctrl-C while an input runs: asked between events and when app code returns; yes
    /// stops the input at its `wait` line, leaving the apps and the clock where they are.
    public var interruptRequested: (() -> Bool)? {
        didSet { script?.interruptRequested = interruptRequested }
    }
    /// Told when app code starts (true) and ends (false): the terminal loop points Ctrl-C
    /// away from the Lua state meanwhile, so an app is never blamed for the user's interrupt.
    public var appCodeBoundary: ((Bool) -> Void)? {
        didSet { script?.appCodeBoundary = appCodeBoundary }
    }

    public init(
        path: String?, source: [UInt8]?, options: RunOptions = RunOptions(), emit: @escaping (ReplEvent) -> Void
    ) {
        self.path = path
        self.source = source
        self.options = options
        self.emit = emit
    }

    deinit { close() }

    /// The Lua state, for interrupts (``LuaState/interruptHandle``, ``LuaSIGINT``).
    public var state: LuaState? { script?.state }
    /// The live device, for a front end that draws it (the studio); nil before ``start()``.
    public var device: Device? { script?.device }
    public var now: VirtualTime { script?.device.now ?? .zero }
    public var records: TraceLog { script?.device.records ?? [] }
    public var scenarioNames: [String] { script?.run.scenarios.map(\.name) ?? [] }
    public var isContinuing: Bool { !pending.isEmpty }

    // MARK: Life

    /// A fresh device and Lua state at time zero; runs the file's main chunk
    /// (its apps, delegates and top-level code; scenarios are only listed).
    public func start() {
        close()
        pending = []
        entries = []
        limitHit = nil
        let session: ScriptSession
        do {
            session = try ScriptSession(path: path ?? "stdin", options: options)
        } catch {
            emit(.error("applife: cannot start the REPL: \(error)"))
            return
        }
        session.hidesRecordsAfterStop = false
        session.interruptRequested = interruptRequested
        session.appCodeBoundary = appCodeBoundary
        script = session
        do {
            session.state.isInterruptible = true
            session.onRecord = { [unowned self] record in emit(.record(record)) }
            let prelude = try session.state.loadHostChunk(ReplPrelude.source, name: "=[applife]")
            guard case .reference(let table)? = try session.state.call(.reference(prelude), arguments: []).first else {
                throw LuaError(kind: .runtime, message: "the REPL prelude returned no table")
            }
            let functions = try session.state.table(table, maxDepth: 1)
            for (key, value) in functions.stringKeyed { if case .reference(let ref) = value { helper[key] = ref } }
        } catch {
            emit(.error("applife: cannot start the REPL: \(error)"))
            return
        }
        if let source, let path { loadFile(source, path: path, session) }
        session.run.expectMark = session.device.mark()
    }

    /// ``start()`` with new file contents (`:reload`).
    public func reload(source: [UInt8]?) {
        self.source = source
        start()
    }

    public func close() {
        helper = [:]
        script?.onRecord = nil
        script?.close()
        script = nil
    }

    private func loadFile(_ bytes: [UInt8], path: String, _ session: ScriptSession) {
        // The file's locals stay locals, as under `applife run`: an app's main and the other
        // closures that capture them see the same variables; the prompt reaches them by name.
        let source = LuaSource(bytes: bytes).bytes
        session.noteSource(source, chunk: "@" + path)
        do {
            session.state.resetBudgets()
            session.device.restartTraceLimits()
            let chunk = try compile(ReplFileLocals.rewrite(source).text, name: "@" + path)
            try session.timeline.run(chunk, in: session)
        } catch {
            // The file's strands must not run at the first prompt (a dead one would answer
            // every input with "cannot resume dead coroutine").
            session.timeline.removeAll()
            report(error, session)
            emit(.note("\(path) did not load completely: what ran before the error is defined, the rest is not"))
        }
        session.run.stop = StopState()
        let names = session.run.scenarios.map(\.name)
        if !names.isEmpty {
            emit(.note("scenarios in \(path) (not run): " + names.map { "\"\($0)\"" }.joined(separator: ", ")))
        }
    }

    // MARK: Input

    /// Drops a partly typed statement (Ctrl-C at the `>>` prompt).
    public func cancelInput() { pending = [] }

    /// Takes one line. A complete input runs at once; an input that ends
    /// too early (a syntax error at `<eof>`) waits for the next line.
    @discardableResult
    public func submit(_ line: String) -> Submission {
        guard let session = script else {
            emit(.error("applife: the REPL has no Lua state (see the error above)"))
            return .evaluated
        }
        limitHit = nil
        session.state.resetBudgets()
        session.device.restartTraceLimits()  // per input, like the budgets
        // lua.c compiles "return " .. line. Passing the values through a
        // function keeps the input's frame (and its file:line) on the stack
        // for a call such as print('hi'), which would otherwise be a tail
        // call; a line ending in a comment gets the plain form.
        if pending.isEmpty, let plain = try? compile(Array(("return " + line).utf8), name: "=stdin") {
            let function =
                (try? compile(Array(("return (function(...) return ... end)(" + line + ")").utf8), name: "=stdin"))
                ?? plain
            run(function, text: line, expression: true, session)
            return .evaluated
        }
        let text = (pending + [line]).joined(separator: "\n")
        let rewritten = ReplLocals.rewrite(Array(text.utf8))
        do {
            let function = try compile(rewritten.text, name: "=stdin")
            pending = []
            try declare(rewritten.names)
            run(function, text: text, expression: false, session)
        } catch let error as LuaError where error.message.hasSuffix("<eof>") {
            pending.append(line)
            return .needsMore
        } catch {
            pending = []
            report(error, session)
        }
        return .evaluated
    }

    private func run(_ function: LuaRef, text: String, expression: Bool, _ session: ScriptSession) {
        session.run.stop = StopState()
        let time = session.device.now
        do {
            let values = try session.timeline.run(function, in: session)
            // Any chunk's results are printed, as lua.c does: an expression's, and a statement's `return x`.
            if !values.isEmpty { emit(.value(values.map(render).joined(separator: "\t"))) }
            entries.append(Entry(text: text, time: time, saved: savedLine(text, expression: expression, values)))
        } catch {
            session.timeline.removeAll()
            report(error, session, input: text)
        }
        session.run.stop = StopState()
    }

    /// An input's error, with a "did you mean" for a name it read that holds nothing.
    private func report(_ error: Error, _ session: ScriptSession, input: String? = nil) {
        errorCount += 1
        if let failure = session.run.stop.failure {
            emit(.error((failure.location.map { "\($0): " } ?? "") + failure.text))
            return
        }
        guard let error = session.run.stop.fatal ?? (error as? LuaError) else {
            emit(.error("\(error)"))
            return
        }
        limitHit = ScenarioOutcome(error).limit
        var text = error.message
        if error.kind == .interrupted { text += " (Ctrl-C)" }
        if error.kind == .runtime, text.contains("nil"), let input, let hint = misspeltNames(in: input) {
            text += "\n" + hint
        }
        if let traceback = error.traceback, error.kind != .syntax {
            let frames = ErrorText.userFrames(traceback)
            if frames.split(separator: "\n").count > 1 { text += "\n" + frames }
        }
        emit(.error(text))
    }

    // MARK: Lua helpers

    private func compile(_ text: [UInt8], name: String) throws -> LuaRef {
        guard let state = script?.state, let compile = helper["compile"] else {
            throw LuaError(kind: .runtime, message: "no state")
        }
        let results = try state.call(
            .reference(compile), arguments: [.string(LuaString(bytes: text)), .string(LuaString(name))])
        if case .reference(let function)? = results.first, function.type == .function { return function }
        throw LuaError(
            kind: .syntax, message: results.count > 1 ? (results[1].stringValue ?? "syntax error") : "syntax error")
    }

    private func declare(_ names: [String]) throws {
        guard !names.isEmpty, let state = script?.state, let declare = helper["declare"] else { return }
        try state.call(.reference(declare), arguments: names.map { .string(LuaString($0)) })
    }

    /// A value as the REPL prints it (``ReplPrelude``'s printer).
    public func render(_ value: LuaValue) -> String {
        guard let state = script?.state, let inspect = helper["inspect"],
            let text = try? state.call(.reference(inspect), arguments: [value]).first?.stringValue
        else { return "<\(value.typeName)>" }
        return text
    }

    /// A Lua literal that reads back as `value`, for `:save`; nil when there is none (a
    /// table or function, or NaN, which equals nothing, so no expect.equal could pass).
    /// Strings stay on one line (`\n`), so indenting the saved line cannot change them.
    private func literal(_ value: LuaValue) -> String? {
        switch value {
        case .nil: return LuaLiteral.nil.text
        case .boolean(let b): return LuaLiteral.boolean(b).text
        case .integer(let i): return LuaLiteral.integer(i).text
        case .number(let d): return d.isNaN ? nil : LuaLiteral.number(d).text
        case .string(let s): return LuaLiteral.bytes(s.bytes).text
        default: return nil
        }
    }

    /// A nil value is a probe (`application`, a typo of a global), not a fact worth checking:
    /// it is saved as a comment, like values without a literal.
    private func savedLine(_ text: String, expression: Bool, _ values: [LuaValue]) -> String {
        if !expression { return continuing(text) }
        let isStatement = (try? compile(Array(text.utf8), name: "=stdin")) != nil
        if values.count == 1, !values[0].isNil, let literal = literal(values[0]) {
            return "expect.equal(\(text), \(literal))"
        }
        if isStatement { return text }
        return "-- " + text
    }

    /// A statement as a line of the saved scenario, which goes on after it, so the saved file
    /// compiles: a typed `return` (which ends a block, so no line may follow it) keeps its
    /// values' effects as `local _ = ...`, or goes when it returns nothing; anything else no
    /// line can follow is saved as a comment.
    private func continuing(_ text: String) -> String {
        func continues(_ candidate: String) -> Bool {
            (try? compile(Array((candidate + "\nlocal _").utf8), name: "=stdin")) != nil
        }
        if continues(text) { return text }
        let bytes = Array(text.utf8)
        if let last = LuaTokenizer.tokens(bytes).last(where: { $0.kind == .name && $0.text == "return" }) {
            let before = String(decoding: bytes[..<last.range.lowerBound], as: UTF8.self)
            let after = String(decoding: bytes[last.range.upperBound...], as: UTF8.self)
            for candidate in [before + "local _ =" + after, before + after] where continues(candidate) {
                return candidate
            }
        }
        return "-- " + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n-- ")
    }

    // MARK: Inspection

    /// Raw keys for completion: `keys()` the top-level names, `keys("user")`
    /// the fields of `user`; plus the class name of a userdata at the path.
    func keys(_ path: [String]) -> (keys: [String], className: String?, resolved: Bool) {
        guard let state = script?.state, let keys = helper["keys"] else { return ([], nil, false) }
        state.resetBudgets()
        guard let results = try? state.call(.reference(keys), arguments: path.map { .string(LuaString($0)) }),
            case .reference(let list)? = results.first, let table = try? state.table(list, maxDepth: 1)
        else { return ([], nil, false) }
        let names = table.sequence.compactMap(\.stringValue)
        let value = results.count > 1 ? results[1] : .nil
        return (names, value.isNil ? nil : state.metatableName(of: value), !value.isNil)
    }
}
