import AppLifeTestSupport
import Foundation
import Testing

@testable import ModelImport

/// What imported code does when it runs: memory that dies with the process, a task id an
/// expiration handler captures, choose for what it cannot evaluate, and the report of what
/// it could not model.
@Suite struct ImportBehaviourTests {
    @Test func aStoredPropertyDiesWithTheProcess() throws {
        let model = try ImportFixtures.model("process-memory")
        let story = """
            scenario("memory", function()
              user.tap(model); user.home(); user.tap(model)
              user.switcher(); user.kill(model); user.dismiss(); user.tap(model)
            end)
            """
        let result = try #require(try ImportFixtures.run(model.lua, extra: story).last)
        #expect(result.status == .passed, "\(result.report ?? "")")
        #expect(
            result.logs.filter { $0.hasPrefix("activations") } == ["activations 1", "activations 2", "activations 1"])
    }

    @Test func anExpirationHandlerEndsTheTaskItCaptured() throws {
        let model = try ImportFixtures.model("expiration")
        let story = """
            scenario("expiry", function()
              user.tap(model); user.home(); wait(60)
              local tasks = model.background_tasks
              expect.equal(#tasks, 1)
              for _, t in ipairs(tasks) do expect.equal(t.ended ~= nil, true) end
            end)
            """
        let result = try #require(try ImportFixtures.run(model.lua, extra: story).last)
        #expect(result.status == .passed, "\(result.report ?? "")")
        #expect(!result.records.contains { $0.kind == .termination })
    }

    @Test func runTakesTheFirstBranchOfAChoiceAndChoicesTakeOthers() throws {
        let model = try ImportFixtures.model("unknown-conditions")
        #expect(
            model.report.choices == [
                "AppDelegate.swift:6 AccountStore.shared.isLoggedIn",
                "AppDelegate.swift:8 AccountStore.shared.hasOldAccount",
                "AppDelegate.swift:13 switch AccountStore.shared.plan",
            ])
        let story = "scenario('screen', function() user.tap(model); log('screen', model.defaults.screen) end)\n"
        let first = try #require(try ImportFixtures.run(model.lua, extra: story).last)
        #expect(first.logs.contains("screen home") && first.logs.contains("free"), "\(first.logs)")
        let other = try #require(
            try ImportFixtures.run(
                model.lua, extra: story,
                choices: [
                    "AppDelegate.swift:6 AccountStore.shared.isLoggedIn": [2],
                    "AppDelegate.swift:8 AccountStore.shared.hasOldAccount": [1],
                    "AppDelegate.swift:13 switch AccountStore.shared.plan": [3],
                ]
            ).last)
        #expect(other.logs.contains("screen migrate") && other.logs.contains("team nil"), "\(other.logs)")
    }

    @Test func eachConstructItCannotModelIsReportedWithItsPlace() throws {
        let model = try ImportFixtures.model("unmodelled")
        let problems = model.report.unmodelled.map { "\($0.place): \($0.message)" }
        #expect(
            problems == [
                "AppDelegate.swift:8: an assignment: window = UIWindow(frame: UIScreen.main.bounds)",
                "AppDelegate.swift:9: a call: window?.makeKeyAndVisible()",
                "AppDelegate.swift:10: defer (its body does not run): defer { print(\"launched\") }",
                "AppDelegate.swift:11: a pattern: (a, b) = (1, 2)",
                "AppDelegate.swift:13: continue: continue",
                "AppDelegate.swift:12: a loop over Inventory.items (it loops over nothing)",
                "AppDelegate.swift:15: a call: application.requestSceneSessionActivation(nil, userActivity…",
            ], "\(problems)")
        // The report in Chinese says the same, the Swift code as it is; the model stays English.
        let chinese = model.report.text(output: "model.lua", language: .zh)
        #expect(chinese.hasPrefix("applife import：已写出 model.lua\n翻译了 1 个代理方法：\n"), "\(chinese)")
        #expect(chinese.contains("  AppDelegate.swift:9: 一次调用：window?.makeKeyAndVisible()\n"))
        #expect(chinese.contains("  AppDelegate.swift:12: 对 Inventory.items 的循环（模型里它一次也不循环）\n"))
        #expect(model.report.text(output: "model.lua").hasPrefix("applife import: wrote model.lua\n"))
        // A call becomes a trace line naming the Swift place; the rest a comment.
        #expect(model.lua.contains("log(\"AppDelegate.swift:9 not modelled: window?.makeKeyAndVisible()\")"))
        #expect(model.lua.contains("-- not modelled (defer (its body does not run)): defer { print(\"launched\") }"))
        let result = try #require(try ImportFixtures.run(model.lua).first)
        #expect(result.logs.contains("AppDelegate.swift:9 not modelled: window?.makeKeyAndVisible()"), "\(result.logs)")
        let text = model.report.text(output: "model.lua")
        #expect(text.contains("7 constructs it could not model"), "\(text)")
        #expect(text.contains("  AppDelegate.swift:15: a call: application.requestSceneSessionActivation"), "\(text)")
    }

    @Test func aShortCallIntoTheAppsOwnCodeIsFollowedOnce() throws {
        let model = try ImportFixtures.model("follow")
        #expect(model.report.followed == ["SyncEngine.saveState (SyncEngine.swift:6)"])
        #expect(model.lua.contains("followed_SyncEngine_saveState = function()  -- SyncEngine.swift:6") == false)
        #expect(model.lua.contains("followed_SyncEngine_saveState = function()"))
        #expect(model.lua.contains("UserDefaults.standard:set(\"syncStateSaved\", true)  -- SyncEngine.swift:7"))
        #expect(model.lua.contains("log(\"AppDelegate.swift:7 not modelled: SyncEngine.shared.rebuildSearchIndex()\")"))
        let result = try #require(
            try ImportFixtures.run(
                model.lua,
                extra:
                    "scenario('bg', function() user.tap(model); user.home(); expect.equal(model.defaults.syncStateSaved, true) end)\n"
            ).last)
        #expect(result.status == .passed, "\(result.report ?? "")")
    }

    @Test func noDelegateNoSourcesAndNoFileAreClearErrors() throws {
        #expect(throws: ModelImporter.Failure.noDelegate([ImportFixtures.path("no-delegate")])) {
            try ImportFixtures.model("no-delegate")
        }
        let empty = try TemporaryDirectory(prefix: "al-import")
        defer { empty.remove() }
        #expect(throws: ModelImporter.Failure.noSwiftSources([empty.path])) {
            try ModelImporter.run(paths: [empty.path])
        }
        #expect(throws: ModelImporter.Failure.unreadable("/nonexistent/App")) {
            try ModelImporter.run(paths: ["/nonexistent/App"])
        }
        #expect(ModelImporter.Failure.noDelegate(["x"]).description.contains("SwiftUI App (@main struct ...: App)"))
    }

    @Test func hostileSourcesDoNotBreakTheImporter() throws {
        let folder = try TemporaryDirectory(prefix: "al-import")
        defer { folder.remove() }
        // Deep nesting, a huge string, broken syntax, a recursive helper, Lua's words as names.
        let deep = String(repeating: "if x {", count: 200) + String(repeating: "}", count: 200)
        let swift = """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var end = 0
                func applicationDidBecomeActive(_ application: UIApplication) {
                    let s = "\(String(repeating: "]]\\\"", count: 5000))"
                    end += 1
                    loop()
                    \(deep)
                    func broken( {
                }
                func loop() { loop() }
            }
            """
        try Data(swift.utf8).write(to: URL(fileURLWithPath: folder.file("AppDelegate.swift")))
        let model = try ModelImporter.run(paths: [folder.path])
        #expect(model.lua.contains("local end_ = 0"))
        let results = try ImportFixtures.run(model.lua)
        for result in results { #expect(result.status != .error, "\(result.report ?? "")") }
    }

    @Test func theCommandLineWritesTheModelAndReports() throws {
        let applife = try BuiltExecutable.require()
        let folder = try TemporaryDirectory(prefix: "al-import")
        defer { folder.remove() }
        let out = folder.file("model.lua")
        let ok = try ChildProcess.run(applife, ["import", ImportFixtures.path("bgtasks"), "--out", out])
        #expect(ok.status == 0, "\(ok.errors)")
        #expect(ok.errors.contains("applife import: wrote \(out)"), "\(ok.errors)")
        #expect(ok.errors.contains("translated 12 of 12 life-cycle calls (100 %)"), "\(ok.errors)")
        #expect(FileManager.default.fileExists(atPath: out))
        let run = try ChildProcess.run(applife, ["run", out, "--trace", "none"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let none = try ChildProcess.run(applife, ["import", ImportFixtures.path("no-delegate"), "--out", out + "2"])
        #expect(none.status == 2)
        #expect(none.errors.contains("found no app delegate"), "\(none.errors)")
        #expect(!FileManager.default.fileExists(atPath: out + "2"))
        let usage = try ChildProcess.run(applife, ["import"])
        #expect(usage.status == 2)
        #expect(usage.errors.contains("usage: applife import PATH... [--out FILE]"), "\(usage.errors)")
        let bad = try ChildProcess.run(applife, ["import", "--bogus"])
        #expect(bad.status == 2 && bad.errors.contains("unknown option --bogus"), "\(bad.errors)")
    }
}
