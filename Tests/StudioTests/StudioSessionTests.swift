import AppLifeCLI
import AppLifeTestSupport
import Foundation
import Lifecycle
import LuaHost
import ScriptBindings
import Testing

@testable import Studio

/// One page's session, driven in this process with requests, read back as the events the
/// page would get.
@Suite("StudioSession", .serialized)
struct StudioSessionTests {
    struct Run {
        var events: [[String: Any]]
        /// What `handle` returned for each request (false: the session ended).
        var handled: [Bool]

        func of(_ name: String) -> [[String: Any]] { events.filter { $0["ev"] as? String == name } }
        var traceText: String {
            of("records").flatMap { ($0["records"] as? [[String: Any]]) ?? [] }.compactMap { $0["text"] as? String }
                .joined(separator: "\n")
        }
        var errors: [String] { of("error").compactMap { $0["text"] as? String } }
        var lastDevice: [String: Any]? { of("device").last }
        /// The session's timeline as a page holds it: every piece by id, the last full drawing
        /// and the changes since.
        var timelinePieces: [String: String] {
            var pieces: [String: String] = [:]
            for event in of("timeline") where event["view"] as? String == "session" {
                if event["full"] as? Bool == true { pieces = [:] }
                for piece in event["pieces"] as? [[String: Any]] ?? [] {
                    pieces[piece["id"] as? String ?? ""] = piece["svg"] as? String
                }
            }
            return pieces
        }
    }

    static func run(
        _ operations: [StudioRequest.Operation], on path: String = "examples/home-and-return.lua",
        options: RunOptions = StudioSession.options(), quiet: Set<Int> = []
    ) throws -> Run {
        let text = try String(contentsOfFile: Repository.path(path), encoding: .utf8)
        let (lines, handled) = try LuaThread.run { () -> ([String], [Bool]) in
            var lines: [String] = []
            var limits = RunLimits()
            limits.timeout = options.timeout ?? 10
            let lab = StudioLab(root: Repository.path("labs"), limits: limits)
            let session = StudioSession(path: path, source: Array(text.utf8), options: options, lab: lab) {
                lines.append($0)
            }
            session.start()
            var handled: [Bool] = []
            for (index, operation) in operations.enumerated() {
                handled.append(session.handle(StudioRequest(id: index + 1, operation, quiet: quiet.contains(index))))
                if handled.last == false { break }
            }
            return (lines, handled)
        }
        let events = try lines.map { line -> [String: Any] in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object, "not a JSON object: \(line.prefix(200))")
        }
        for line in lines {
            #expect(line.hasPrefix("{\"ev\":\""), "every event starts with its name: \(line.prefix(80))")
        }
        return Run(events: events, handled: handled)
    }

    @Test(
        "a quiet request sends no device and no timeline; the next one does; a wait that records nothing draws it again"
    )
    func quiet() throws {
        let replay = try Self.run(
            [.control(.named("tap", .string("Todo"))), .control(.named("home")), .wait(10)], quiet: [0, 1])
        #expect(replay.of("timeline").count == 2, "the start's and the last request's")
        #expect(replay.of("device").count == 2, "the start's and the last request's")
        #expect(replay.of("done").count == 4, "every request is done, quiet or not")
        let waits = try Self.run([.wait(1), .wait(1)], on: "examples/hello.lua")
        let headings = waits.of("timeline").compactMap { $0["at"] as? String }
        #expect(headings == ["0.000", "1.000", "2.000"], "\(headings)")
    }

    @Test("per event, only what changed is sent; a reset, or the page asking in its language, sends it all")
    func timelineChanges() throws {
        let cycle: [StudioRequest.Operation] = [
            .control(.named("tap", .string("Todo"))), .control(.named("home")), .wait(10),
        ]
        let run = try Self.run(
            Array(repeating: cycle, count: 10).flatMap { $0 } + [.timeline(language: "zh"), .wait(1), .reset, .wait(1)])
        let events = run.of("timeline")
        #expect(events.compactMap { $0["seq"] as? Int } == Array(1...events.count), "numbered in order")
        let sizes = events.map { "\($0)".utf8.count }
        let full = events.indices.filter { events[$0]["full"] as? Bool == true }
        let last = try #require(events.dropLast(4).last)
        #expect(last["full"] == nil, "the 30th action sends only what changed")
        let changes = events.indices.dropFirst(10).dropLast(4).filter { !full.contains($0) }.map { sizes[$0] }
        #expect(!changes.isEmpty)
        #expect(
            (changes.max() ?? 0) * 10 < sizes[events.count - 4],
            "changes \(changes), the whole \(sizes[events.count - 4])")
        #expect(full.count < 10, "drawn whole \(full.count) times in 30 actions")
        let asked = events[events.count - 4]
        #expect(asked["full"] as? Bool == true, "the page asked for it all")
        #expect((asked["legend"] as? String)?.contains("回调") == true, "the legend in the page's language")
        #expect((asked["summary"] as? String)?.contains("条记录") == true)
        #expect(events[events.count - 3]["full"] == nil)
        #expect(events[events.count - 2]["full"] as? Bool == true, "a reset draws it whole")
        #expect((events.last?["summary"] as? String)?.contains("条记录") == true, "the language stays")
    }

    @Test("a timeline mark's moment: the device as the action that recorded it left it, changing nothing")
    func past() throws {
        let run = try Self.run(
            [
                .control(.named("tap", .string("Todo"))), .control(.named("home")), .past(record: 0),
                .past(record: 99_999),
            ])
        let past = run.of("past")
        #expect(past.count == 2)
        let then = try #require(past.first?["device"] as? [String: Any])
        #expect(then["front"] as? String == "Todo", "right after the tap Todo was in front")
        #expect(((then["apps"] as? [[String: Any]])?.first?["state"] as? String) == "active")
        #expect(past.first?["at"] as? String == "0.000")
        #expect((past[1]["reason"] as? String)?.contains("no record 99999") == true)
        #expect(run.lastDevice?["front"] == nil, "the device now is on the home screen")
        #expect(run.of("device").count == 3, "asking about the past draws no device and no timeline")
        var kept = DevicePast()
        for count in 1...(DevicePast.kept + 10) { kept.keep("{\"n\":\(count)}", records: count * 2) }
        let records = Array(repeating: TraceRecord(kind: .log, message: "x"), count: 3 * DevicePast.kept)
        #expect(kept.event(record: 3, records: records).text.contains("no longer kept"))
        #expect(kept.event(record: 2 * DevicePast.kept + 5, records: records).text.contains("\"device\":{\"n\":"))
    }

    @Test("Notification Center's notifications are in the device; an ended session names its cause")
    func notificationsAndCauses() throws {
        let run = try Self.run(
            [
                .control(.named("tap", .string("Todo"))), .control(.named("home")),
                .lua(#"system.notification("Todo", { aps = { alert = "Buy milk" } })"#),
            ])
        let apps = try #require(run.lastDevice?["apps"] as? [[String: Any]])
        let notes = try #require(apps.first?["notifications"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect(notes.first?["id"] as? String == "push-1")
        #expect(notes.first?["title"] as? String == "Buy milk" || notes.first?["body"] as? String == "Buy milk")
        let long = try Self.run(
            [
                .control(.named("tap", .string("Todo"))), .control(.named("home")),
                .lua(#"system.notification("Todo", { aps = { alert = ("x"):rep(3000) } })"#),
            ])
        let cut = try #require(
            (long.lastDevice?["apps"] as? [[String: Any]])?.first?["notifications"] as? [[String: Any]])
        let text = (cut.first?["title"] as? String ?? "") + (cut.first?["body"] as? String ?? "")
        #expect(text.count == StudioLimits.notificationText + 1, "cut, with an ellipsis")
        let loop = try Self.run([.lua("while true do end")], options: StudioSession.options(timeout: 0.5))
        #expect(loop.of("ended").first?["cause"] as? String == "limit")
        #expect(loop.of("ended").first?["detail"] as? String == "time")
    }

    @Test("a control runs as its user.* statement; the device, trace and timeline follow")
    func controls() throws {
        let run = try Self.run([.control(.named("tap", .string("Todo"))), .control(.named("home"))])
        #expect(run.of("input").compactMap { $0["text"] as? String } == ["user.tap(\"Todo\")", "user.home()"])
        #expect(run.traceText.contains("[AppDelegate applicationDidEnterBackground:]"))
        let apps = try #require(run.lastDevice?["apps"] as? [[String: Any]])
        #expect(apps.first?["state"] as? String == "background")
        #expect(apps.first?["tasks"] as? [String] == ["#1 \"save\""])
        let svg = run.timelinePieces.values.joined()
        #expect(svg.contains("didEnterBackground"))
        #expect(run.of("done").compactMap { $0["id"] as? Int } == [0, 1, 2], "the start is request 0")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test("the device says why a control cannot run now, in the engine's words")
    func refusals() throws {
        let run = try Self.run([.control(.named("lock")), .control(.named("home"))])
        let refusals = try #require(run.of("device")[1]["refusals"] as? [String: Any])
        #expect(refusals["home"] as? String == "cannot press home: the device is locked")
        #expect(refusals["unlock"] == nil)
        #expect(run.errors == ["cannot press home: the device is locked"])
        #expect(run.lastDevice?["locked"] as? Bool == true)
    }

    @Test("every control is a statement the API takes: it acts, or the engine refuses it")
    func everyControl() throws {
        let controls: [ActionControl] = try [
            .sent("tap", ["app": "Notes"]), .sent("open_window", ["app": "Notes"]),
            .sent("focus", ["scene": "Notes#1"]), .sent("switcher"), .sent("kill_scene", ["scene": "Notes#2"]),
            .sent("dismiss"), .sent("close_window", ["scene": "Notes#1"]), .sent("notification_center"),
            .sent("dismiss"), .sent("control_center"), .sent("dismiss"),
            .sent("call", ["answer": true, "after": 2, "duration": 30]), .sent("call", ["answer": false, "after": 2]),
            .sent("call", ["after": 20]), .sent("memory_warning"), .sent("open_url", ["url": "notes://x"]),
            .sent("notification", ["app": "Notes"]), .sent("tap_notification", ["app": "Notes"]), .sent("home"),
            .sent("switcher"), .sent("switch_to", ["app": "Notes"]), .sent("switcher"), .sent("kill", ["app": "Notes"]),
            .sent("lock"), .sent("screenshot"), .sent("unlock"),
            .sent("ui", ["app": "Notes", "name": "save", "value": 2]),
        ]
        #expect(Set(controls.map(\.name)) == Set(ActionControl.rows.map(\.name)), "every row the studio offers")
        let run = try Self.run(controls.map { .control($0) } + [.untilIdle], on: "examples/scenes-ipad-windows.lua")
        #expect(run.handled.allSatisfy { $0 })
        for error in run.errors {
            #expect(error.hasPrefix("cannot ") || error.contains("no app handles"), "\(error)")
        }
        #expect(run.of("input").count == controls.count + 1)
        #expect(run.traceText.contains("user opens a new window"))
    }

    /// What a page can send for the device it shows: every studio row, for each app or scene
    /// it names (a call, for each of its presets).
    @Test(
        "every control the page offers round-trips wire, control, statement: the table's own text, which the API takes")
    func everyOffer() throws {
        let path = "examples/scenes-ipad-windows.lua"
        // An app with a screen of its own: its ui is offered as buttons on its screen.
        let source =
            try String(contentsOfFile: Repository.path(path), encoding: .utf8) + """

                app { name = "Pad", ui = {
                  type = { args = { "milk \\"2\\"", 2, 0.5, true }, run = function() end }, clear = function() end,
                } }
                """
        let problems = try LuaThread.run { () -> [String] in
            /// A device with Notes in front in two windows, and the errors its session reports.
            func session() -> (ReplSession, ErrorLog) {
                let log = ErrorLog()
                let repl = ReplSession(path: path, source: Array(source.utf8), options: StudioSession.options()) {
                    if case .error(let text) = $0 { log.errors.append(text) }
                }
                repl.start()
                _ = repl.submit(#"user.tap("Notes")"#)
                _ = repl.submit(#"user.open_window("Notes")"#)
                return (repl, log)
            }
            let (shown, log) = session()
            guard let device = shown.device, log.errors.isEmpty else { return ["no device: \(log.errors)"] }
            let names = ActionNames.names(on: device)
            var targets: [ActionTarget] = [.device]
            for app in device.installedApps {
                targets.append(.app(app))
                targets += device.scenes(of: app).map { .scene($0) }
            }
            var problems: [String] = []
            for row in ActionControl.rows {
                guard let offer = row.studio else { continue }
                var actions = offer.presets.map(\.action)
                for target in targets {
                    switch (offer.target, target) {
                    case (.device, .device), (.app, .app), (.scene, .scene):
                        actions += offer.actions(for: target, on: device)
                    default: break
                    }
                }
                if actions.isEmpty { problems.append("\(row.lua): no action to offer") }
                for action in actions {
                    let control = ActionControl(row, row.arguments(of: action, names: names))
                    var wire = WireRequest(id: 1, op: "control")
                    wire.control = control.name
                    control.write(into: &wire)
                    let request = try StudioRequest.decode(Array(wire.line.utf8))
                    guard request.operation == .control(control) else {
                        problems.append("\(wire.line) decodes to \(request.operation)")
                        continue
                    }
                    let text = ActionBinding.text(of: action, names: names)
                    if control.statement != text { problems.append("\(wire.line): \(control.statement), not \(text)") }
                    let (repl, log) = session()
                    _ = repl.submit(control.statement)
                    for error in log.errors where !error.contains(": cannot ") && !error.contains("no app handles") {
                        problems.append("\(control.statement): \(error)")
                    }
                    repl.close()
                }
            }
            shown.close()
            return problems
        }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("save as scenario is what the REPL's :save writes, and applife run passes it")
    func save() throws {
        let run = try Self.run([
            .control(.named("tap", .string("Todo"))), .wait(2), .control(.named("home")), .wait(60), .lua("todo.state"),
            .save,
        ])
        let text = try #require(run.of("scenario").first?["text"] as? String)
        #expect(text.contains("-- Saved by applife studio from a session on examples/home-and-return.lua."))
        #expect(
            text.contains(
                "scenario(\"studio session\", function()\n  user.tap(\"Todo\")\n  wait(2)\n  user.home()\n  wait(60)\n")
        )
        #expect(text.contains("  expect.equal(todo.state, \"suspended\")\n"))
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try text.write(toFile: folder.file("saved.lua"), atomically: false, encoding: .utf8)
        let applife = try BuiltExecutable.require()
        let result = try ChildProcess.run(applife, ["run", folder.file("saved.lua")])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("PASS  studio session"))
    }

    @Test("a loop, a flood and an allocation each end their own session with the limit's name")
    func limits() throws {
        // Each case has only its own limit within reach: the loop a short time limit, the
        // others a time limit far longer than they need to reach theirs, even on a busy machine.
        let cases: [(String, Double, String)] = [
            ("while true do end", 0.5, "time limit"),
            ("for i = 1, 1e7 do log(i) end", 60, "output limit"),
            ("local t = {} for i = 1, 1e9 do t[i] = i end", 60, "memory"),
        ]
        for (code, seconds, words) in cases {
            var options = StudioSession.options(timeout: seconds)
            options.memoryLimit = 32 << 20
            let run = try Self.run([.lua(code), .control(.named("home"))], options: options)
            #expect(run.handled == [false], "\(code)")
            #expect(run.errors.contains { $0.contains(words) }, "\(code): \(run.errors)")
            let reason = try #require(run.of("ended").first?["reason"] as? String)
            #expect(reason.contains("limit ended this session"), "\(reason)")
        }
    }

    @Test("a page reaches no file: the REPL's sandbox refuses io, loadfile, dofile, require and os's file functions")
    func sandbox() throws {
        let attempts = [
            "io.open('examples/hello.lua')", "loadfile('examples/hello.lua')", "dofile('examples/hello.lua')",
            "require('x')", "package.loadlib('x', 'y')", "os.remove('examples/hello.lua')", "os.execute('true')",
            "os.getenv('HOME')",
        ]
        let run = try Self.run(attempts.map { .lua($0) })
        #expect(run.handled.allSatisfy { $0 })
        #expect(run.errors.count == attempts.count, "\(run.errors)")
        for error in run.errors {
            #expect(
                error.contains("not available in the sandbox") || error.contains("attempt to call a nil value"),
                "\(error)")
        }
        #expect(run.of("value").isEmpty)
        #expect(FileManager.default.fileExists(atPath: Repository.path("examples/hello.lua")))
    }

    @Test("a name from the page is a string literal in the statement, never code")
    func injection() throws {
        let hostile = "Todo\"); error(\"injected\"); (\"\n]]--"
        #expect(
            try ActionControl.sent("tap", ["app": hostile]).statement
                == #"user.tap("Todo\"); error(\"injected\"); (\"\n]]--")"#)
        let run = try Self.run([
            .control(.sent("tap", ["app": hostile])), .control(.sent("open_url", ["url": "x://\u{0}\u{7f}"])),
        ])
        #expect(run.handled == [true, true])
        // The whole name reached user.tap as one string: the refusal quotes it, nothing ran.
        #expect(
            run.errors.first?.hasPrefix("bad argument #1 to 'user.tap' (no app named 'Todo\"); error(") == true,
            "\(run.errors)")
        #expect(run.errors.count == 2)
        #expect(run.errors.last?.contains("control character") == true)
    }

    @Test("a plain error is reported and the session goes on")
    func plainError() throws {
        let run = try Self.run([
            .lua("error('boom')"), .lua("for i = 1, 3 do"), .control(.named("tap", .string("Todo"))),
        ])
        #expect(run.handled == [true, true, true])
        #expect(run.errors.count == 2)
        #expect(run.errors.first?.contains("boom") == true)
        #expect(run.errors.last?.contains("ends too early") == true)
        #expect(run.traceText.contains("user taps the icon"))
    }

    @Test("an error in the edited source names its line, for the editor")
    func sourceError() throws {
        let run = try Self.run([.load("local a = app { name = \"A\" }\n\nlocal b = nil + 1\n")])
        let error = try #require(run.of("error").first)
        #expect(error["line"] as? Int == 3)
        #expect((error["text"] as? String)?.hasPrefix("examples/home-and-return.lua:3:") == true)
        let apps = try #require(run.lastDevice?["apps"] as? [[String: Any]])
        #expect(apps.compactMap { $0["name"] as? String } == ["A"], "what ran before the error is defined")
    }

    @Test("a crash in app code the source defines carries its line, for the editor")
    func crashLine() throws {
        let source =
            "local a = app { name = \"A\", delegate = {\n  didFinishLaunching = function()\n    return nil + 1\n  end,\n} }\n"
        let run = try Self.run([.load(source), .control(.named("tap", .string("A")))])
        let records = run.of("records").flatMap { ($0["records"] as? [[String: Any]]) ?? [] }
        let crash = try #require(records.first { $0["kind"] as? String == "crash" })
        #expect(crash["line"] as? Int == 3)
        #expect(records.filter { $0["line"] != nil }.count == 1, "only the crash carries a line")
    }

    @Test("lab mode: the starter fails, the solution passes, hints come one at a time")
    func lab() throws {
        let solution = try String(contentsOfFile: Repository.path("labs/launch-order/solution.lua"), encoding: .utf8)
        let starter = try String(contentsOfFile: Repository.path("labs/launch-order/starter.lua"), encoding: .utf8)
        let run = try Self.run([
            .exercise("launch-order", language: nil), .check("launch-order", language: nil, answer: starter),
            .check("launch-order", language: "en", answer: solution),
            .hint("launch-order", language: nil, number: 1), .exercise("no-such-lab", language: nil),
            .exercise("launch-order", language: "fr"),
        ])
        let hello = try #require(run.of("hello").first)
        let exercises = try FileManager.default.contentsOfDirectory(atPath: Repository.path("labs"))
            .filter { FileManager.default.fileExists(atPath: Repository.path("labs/\($0)/exercise.lua")) }
        #expect((hello["labs"] as? [[String: Any]])?.count == exercises.count)
        let exercise = try #require(run.of("exercise").first)
        #expect(exercise["starter"] as? String == starter)
        #expect(run.of("checks").map { $0["passed"] as? Bool } == [false, true])
        #expect(run.of("timeline").last?["view"] as? String == "lab")
        #expect((run.of("hint").first?["text"] as? String)?.isEmpty == false)
        #expect(run.errors.count == 2)
        #expect(run.errors.first?.contains("did you mean") == true || run.errors.first?.contains("no exercise") == true)
        #expect(run.errors.last?.contains("not available in 'fr'") == true)
    }
}

extension StudioSessionTests {
    /// A passing prediction beside a failing one sends no timeline: its records are the
    /// failing one's answer (issue 36).
    @Test("lab mode: no prediction's timeline before every check passes")
    func labWithholdsPredictionTimelines() throws {
        let answer = #"return { launch = { "didFinishLaunching" }, state_in_didFinishLaunching = "inactive" }"#
        let run = try Self.run([.check("launch-order", language: nil, answer: answer)])
        #expect(run.of("checks").map { $0["passed"] as? Bool } == [false])
        let timelines = run.of("timeline").filter { $0["view"] as? String == "lab" }
        let text = "\(timelines)"
        #expect(!text.contains("willFinishLaunching"), "\(text)")
        #expect(!text.contains("checks.lua"))
    }
}

/// The errors a session reported.
final class ErrorLog {
    var errors: [String] = []
}
