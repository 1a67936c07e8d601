import AppLifeTestSupport
import Foundation
import Lifecycle
import LuaHost
import ScriptBindings
@testable import AppLifeCLI
@testable import TracePictures

/// Traces of the examples, as the pictures get them, with paths relative to
/// the repository root (so that golden files do not depend on the checkout).
enum PictureFixtures {
    static let root: URL = Repository.root

    /// Examples with golden pictures: one app, two apps, URLs between apps,
    /// background tasks with badge, expiry and kills, a crash.
    static let goldenExamples = [
        "home-and-return", "multi-app", "seed000-urls-airdrop", "seed001-background-task", "crash-in-callback",
        "scenes-ipad-windows", "swiftui-phases",
    ]

    static func exampleNames() -> [String] { Repository.exampleNames() }

    /// Runs `examples/NAME.lua`, named by its relative path.
    static func traces(_ name: String) throws -> [ScenarioTrace] {
        let relative = "examples/\(name).lua"
        let bytes = try Data(contentsOf: root.appendingPathComponent(relative))
        return try traces(source: Array(bytes), path: relative)
    }

    /// Runs a scenario file given as its text, named `path`.
    static func traces(source: [UInt8], path: String) throws -> [ScenarioTrace] {
        let options = ScriptRun.runOptions(RunLimits(), RunSettings())
        let results = try LuaThread.run { try ScenarioRunner.run(path: path, source: source, options: options) }
        var budget = PictureBudget()
        return results.map { ScenarioTrace(result: $0, budget: &budget) }
    }

    /// Scenarios that do not pass, each in its own way, around an app that logs: the picture
    /// of failures (its golden file is `failures.svg`).
    static let failures = """
        local notes = app {
          name = "Notes",
          delegate = {
            didFinishLaunching = function(application) log("launched, drafts restored") return true end,
            didEnterBackground = function(application) log("saving the draft") end,
            willEnterForeground = function(application) local draft = nil; return draft.text end,
          },
        }
        scenario("home and back", function()
          user.tap(notes); user.home(); wait(10)
          expect.state(notes, "suspended")
        end)
        scenario("a wrong prediction of the launch", function()
          user.tap(notes)
          expect.callbacks(notes, { "didFinishLaunching", "willEnterForeground", "didBecomeActive" })
        end)
        scenario("a crash on the way back", function()
          user.tap(notes); user.home(); wait(5); user.tap(notes)
        end)
        scenario("a mistake in the scenario", function()
          user.tap(notes); user.tapp(notes)
        end)
        """

    static func failureTraces() throws -> [ScenarioTrace] {
        try traces(source: Array(failures.utf8), path: "failures.lua")
    }

    /// A synthetic trace of `count` records: `apps` apps taking turns through
    /// launch, Home, background tasks, suspension and long waits.
    static func longTrace(count: Int, apps: Int = 3) -> [TraceRecord] {
        var records: [TraceRecord] = []
        var seconds = 0.0
        var state = [String](repeating: "notRunning", count: apps)
        var turn = 0
        func add(
            _ app: String?, _ kind: TraceKind, name: String? = nil, from: String? = nil, to: String? = nil,
            id: Int? = nil, message: String? = nil
        ) {
            guard records.count < count else { return }
            records.append(
                TraceRecord(
                    seq: records.count + 1, time: .seconds(seconds), app: app, kind: kind, name: name,
                    from: from, to: to, id: id, message: message))
        }
        func move(_ index: Int, _ to: String) {
            add("App\(index)", .transition, from: state[index], to: to)
            state[index] = to
        }
        while records.count < count {
            let index = turn % apps
            let app = "App\(index)"
            add(app, .action, name: "tap", message: "user taps the icon")
            move(index, "inactive")
            add(app, .callback, name: "application:didFinishLaunchingWithOptions:")
            add(app, .notification, name: "UIApplicationDidFinishLaunchingNotification")
            move(index, "active")
            add(app, .callback, name: "applicationDidBecomeActive:")
            seconds += turn % 7 == 0 ? 0.001 : 1
            add(app, .action, name: "home", message: "user presses home")
            move(index, "inactive")
            add(app, .callback, name: "applicationWillResignActive:")
            move(index, "background")
            add(app, .callback, name: "applicationDidEnterBackground:")
            add(app, .task, name: "begin", id: turn, message: "save")
            add(app, .log, message: "saving \(turn)")
            seconds += 2
            add(app, .task, name: "end", id: turn, message: "save")
            move(index, "suspended")
            add(nil, .expect, name: "state", message: turn % 13 == 0 ? "fail" : "pass")
            seconds += turn % 11 == 0 ? 600 : 3
            turn += 1
        }
        return records
    }
}
