import AppLifeCLI
import Lifecycle
import LuaHost
import MessageCatalog
import ScriptBindings

/// One page's live device: a ``ReplSession`` (the REPL's sandbox, budgets and `:save`) fed
/// with the page's requests instead of typed lines. A control runs as the `user.*` or
/// `system.*` statement it stands for (``ActionControl/statement``, the action table's own
/// call), a time control as `wait(s)` or `run_until_idle()`, so what the page did is what a
/// script would do, and "save as scenario" writes those very lines.
///
///     let session = StudioSession(path: "todo.lua", source: bytes, lab: lab) { line in print(line) }
///     session.start()                                           // hello, the file's apps, the device
///     session.handle(try StudioRequest.decode(bytes))         // input, records, device, timeline, done
///
/// Use it on one thread with a large stack (``LuaThread``). A request that hits a run limit
/// (time, memory, instructions, output) ends the session: ``handle(_:)`` returns false.
final class StudioSession {
    /// The name errors and the saved scenario use for the source.
    let path: String
    private let repl: ReplSession
    private let events: SessionEvents
    private let lab: StudioLab
    /// How many records the timeline last drew, and at what time; nil: draw it again. A wait
    /// that records nothing still draws it again, so its heading says the clock's time.
    private var drawnRecords: (count: Int, now: VirtualTime)?
    /// What the page's timeline holds: the next drawing sends only what changed.
    private var timeline = TimelineStream()
    /// The device after each request: how many records the session had then, and the device.
    private var past = DevicePast()

    init(
        path: String, source: [UInt8], options: RunOptions = StudioSession.options(), lab: StudioLab,
        write: @escaping (String) -> Void
    ) {
        self.path = path
        self.lab = lab
        let events = SessionEvents(sourcePath: path, write: write)
        self.events = events
        repl = ReplSession(path: path, source: source, options: options) { events.take($0) }
    }

    deinit { repl.close() }

    /// The REPL's budgets, tighter where a page would otherwise receive more than it can show.
    static func options(
        ios: Int? = nil, seed: Int64 = 0, timeout: Double = StudioLimits.requestSeconds, language: LabLanguage = .en
    ) -> RunOptions {
        var options = RunOptions()
        options.language = language
        options.ios = ios
        options.seed = seed
        options.timeout = timeout
        options.memoryLimit = StudioLimits.luaMegabytes << 20
        options.outputLimit = StudioLimits.outputBytes
        options.maxRecords = StudioLimits.recordsPerRequest
        return options
    }

    /// `hello` (the file, its source, the labs), then the file loaded on a fresh device, and
    /// `done` for request 0 (the server gives the start the deadline of a request).
    func start() {
        var hello = JSONObject()
        hello.add("ev", "hello")
        hello.add("file", path)
        hello.add("source", repl.source.map { String(decoding: $0, as: UTF8.self) } ?? "")
        hello.add("labsTitle", lab.title)
        hello.add("labs", objects: lab.list())
        hello.add("languages", strings: lab.languages)
        hello.add("requestSeconds", repl.options.timeout)
        events.send(hello)
        repl.start()
        _ = finish(0)
    }

    /// Runs one request and reports it, ending with `done`. False: a run limit ended the session.
    @discardableResult
    func handle(_ request: StudioRequest) -> Bool {
        switch request.operation {
        case .control(let control): evaluate(control.statement, request.id, typed: false)
        case .wait(let seconds):
            evaluate(ActionBinding.text(of: .advance(seconds), names: .names([:])), request.id, typed: false)
        case .untilIdle: evaluate("run_until_idle()", request.id, typed: false)
        case .lua(let text): evaluate(text, request.id, typed: true)
        case .load(let text):
            repl.reload(source: Array(text.utf8))
            drawnRecords = nil
            timeline.redraw()
            past = DevicePast()
        case .reset:
            repl.start()
            drawnRecords = nil
            timeline.redraw()
            past = DevicePast()
            events.send("note", "a fresh device at t = 0.000 running \(path)")
        case .save:
            var object = JSONObject()
            object.add("ev", "scenario")
            object.add("text", repl.savedScript(scenarioName: "studio session", savedBy: "applife studio"))
            object.add("inputs", repl.entries.count)
            events.send(object)
        case .exercise(let name, let language):
            labRequest { try lab.exerciseEvent(name, language: language) }
        case .hint(let name, let language, let number):
            labRequest { try lab.hintEvent(name, language: language, number: number) }
        case .check(let name, let language, let answer):
            labRequest {
                let (event, traces) = try lab.check(name, language: language, answer: answer)
                events.send(StudioTimeline.checks(traces, exercise: name))
                return event
            }
            events.done(request.id)
            return true
        case .past(let record):
            events.send(past.event(record: record, records: repl.records))
            events.done(request.id)
            return true
        case .timeline(let code):
            timeline.redraw(language: code.map { $0.lowercased().hasPrefix("zh") ? .zh : .en })
            drawnRecords = nil
        }
        return finish(request.id, drawing: !request.quiet)
    }

    private func evaluate(_ text: String, _ id: Int, typed: Bool) {
        var input = JSONObject()
        input.add("ev", "input")
        input.add("id", id)
        input.add("text", text)
        events.send(input)
        events.plainErrors = !typed
        defer { events.plainErrors = false }
        if repl.submit(text) == .needsMore {
            repl.cancelInput()
            events.error("stdin: the input ends too early (an unfinished statement: a missing 'end' or ')'?)")
        }
    }

    private func labRequest(_ body: () throws -> JSONObject) {
        do {
            events.send(try body())
        } catch {
            events.error("\(error)")
        }
    }

    /// The device and timeline as the request left them (neither after a quiet request: the
    /// page replays and draws the last), then `done`; false when a limit ended the session
    /// (its Lua state may be out of memory: nothing more runs in it).
    private func finish(_ id: Int, drawing: Bool = true) -> Bool {
        events.flushRecords()
        if let limit = repl.limitHit {
            var ended = JSONObject()
            ended.add("ev", "ended")
            ended.add(
                "reason",
                "the \(limit.rawValue) limit ended this session (see the error above); "
                    + "start a new one to go on")
            ended.add("cause", "limit")
            ended.add("detail", limit.rawValue)
            events.send(ended)
            return false
        }
        if let device = repl.device {
            let snapshot = DeviceSnapshot.json(device)
            past.keep(snapshot, records: repl.records.count)
            guard drawing else {
                events.done(id)
                return true
            }
            events.send(line: snapshot)
            let records = repl.records
            if drawnRecords.map({ $0.count != records.count || $0.now != repl.now }) ?? true {
                drawnRecords = (records.count, repl.now)
                events.send(timeline.event(records, now: repl.now))
            }
        }
        events.done(id)
        return true
    }
}
