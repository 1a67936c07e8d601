import MessageCatalog
import Testing
@testable import Lifecycle

/// A delegate whose code lives in its process (a Lua `main`): it counts its processes and
/// keeps a value in "process memory" that must not outlive them.
final class ProcessDelegate: AppDelegate {
    var memory: AppMemory { .process }
    var started: [Int] = []
    var ended = 0
    var draft: String?
    func implements(_ method: DelegateMethod) -> Bool { method == .didFinishLaunching }
    func receive(_ message: LifecycleMessage, _ application: Application) throws -> MessageReply { .bool(true) }
    func processStarts(_ application: Application, number: Int) throws {
        started.append(number)
        draft = nil
    }
    func processEnded() { ended += 1 }
}

/// The app as a process: numbered processes, what dies with them, what the
/// container keeps, and deleting the app.
@Suite struct ProcessAndStorageTests {
    func world(_ delegate: ProcessDelegate, ios: Int = 17) -> (Device, AppID) {
        let device = Device(profile: Profile(ios: ios))
        let app = device.install(AppSpec(name: "Notes", bundleID: "com.acme.notes", delegate: delegate))
        return (device, app)
    }

    @Test func everyLaunchStartsANumberedProcessAndEveryEndIsTraced() throws {
        let delegate = ProcessDelegate()
        let (device, notes) = world(delegate)
        try device.tap(notes)
        #expect(device.runningProcess(of: notes)?.number == 1)
        try device.openSwitcher()
        try device.kill(notes)
        try device.dismiss()
        #expect(device.runningProcess(of: notes) == nil)
        try device.advance(by: 5)
        try device.tap(notes)
        #expect(delegate.started == [1, 2])
        #expect(delegate.ended == 1)
        #expect(device.runningProcess(of: notes)?.started == .seconds(5))
        let lines = device.records.filter { $0.name == "process" }.compactMap(\.message)
        #expect(lines == ["process 1 starts", "process 1 ends (memory released)", "process 2 starts"])
        // The process starts before willFinishLaunching.
        let order = device.records.map { $0.name ?? "" }
        let first = try #require(order.firstIndex(of: "process"))
        #expect(first < order.firstIndex(of: "application:didFinishLaunchingWithOptions:")!)
    }

    @Test func codeDeclaredOnceIsAdvisedOnceAboutTheStateItKeeps() throws {
        final class FileCode: AppDelegate {
            var memory: AppMemory { .file }
            func keptState() -> [String] { ["draft"] }
            func implements(_ method: DelegateMethod) -> Bool { false }
            func receive(_ message: LifecycleMessage, _ application: Application) throws -> MessageReply { .none }
        }
        let device = Device(profile: Profile(ios: 17))
        let notes = device.install(AppSpec(name: "Notes", bundleID: "n", delegate: FileCode()))
        for _ in 0..<3 {
            try device.tap(notes)
            try device.openSwitcher()
            try device.kill(notes)
            try device.dismiss()
        }
        let advice = device.records.filter { $0.kind == .warning }
        #expect(advice.count == 1)
        #expect(advice.first?.message?.contains("(draft)") == true)
        #expect(advice.first?.fields.contains(TraceField("category", .string("advice"))) == true)
        #expect(!device.records.contains { $0.name == "process" })  // no process lines for such code
    }

    @Test(arguments: ["kill", "jetsam", "crash", "reboot", "watchdog"])
    func defaultsSurviveEveryEnd(_ how: String) throws {
        let w = World()
        try w.device.tap(w.todo)
        try w.app.setDefault("draft", .table(sorting: [("text", .string("Dear")), ("n", .integer(2))]))
        switch how {
        case "kill":
            try w.device.openSwitcher()
            try w.device.kill(w.todo)
        case "jetsam":
            try w.device.home()
            try w.device.memoryPressure(.critical)
        case "crash":
            w.todoLog.hooks[.willResignActive] = { _ in throw CallbackFailure(message: "boom") }
            try w.device.home()
        case "reboot":
            try w.device.reboot()
        default:
            w.todoLog.hooks[.didEnterBackground] = { app in try app.busy(60) }
            try w.device.home()
            try w.device.advance(by: 60)
        }
        #expect(w.device.phase(of: w.todo) == .notRunning, "\(how)")
        #expect(w.device.defaults(of: w.todo).map(\.key) == ["draft"], "\(how)")
        #expect(
            w.device.defaults(of: w.todo).first?.value
                == .table(sorting: [("n", .integer(2)), ("text", .string("Dear"))]))
    }

    @Test func deletingTheAppWipesWhatItKeptAndTheSystemsRecords() throws {
        let w = World()
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.setDefault("k", .boolean(true))
            _ = try app.writeFile("Documents/a.txt")
            try app.setShortcutItems([ShortcutItem(type: "dyn", title: "Dynamic")])
        }
        try w.device.grant(w.todo, .badge, true)
        try w.device.tap(w.todo)
        _ = try w.app.requestAuthorization([.badge])
        try w.app.setBadge(3)
        #expect(w.device.badge(of: w.todo) == 3)
        try w.device.deleteApp(w.todo)
        #expect(w.device.phase(of: w.todo) == .notRunning)
        #expect(w.device.records.contains { $0.kind == .termination && $0.message == "the app was deleted" })
        #expect(w.device.termination(of: w.todo) == nil)  // the system forgot the app's past too
        #expect(w.device.defaults(of: w.todo).isEmpty)
        #expect(w.device.files(of: w.todo).isEmpty)
        #expect(w.device.badge(of: w.todo) == nil)
        #expect(w.device.quickActions(of: w.todo).map(\.type) == World.quickActions.map(\.type))
        w.todoLog.hooks[.didFinishLaunching] = nil
        try w.device.tap(w.todo)
        #expect(w.device.runningProcess(of: w.todo)?.number == 1)  // a first launch again
        #expect(w.device.invariantViolations() == [])
    }

    @Test func deleteAppRefusesSystemAppsAndAppCode() throws {
        let w = World()
        let safari = w.device.systemApp(.safari)
        #expect(throws: EngineError.self) { try w.device.deleteApp(safari) }
        var refused: (any Error)?
        w.todoLog.hooks[.didBecomeActive] = { [w] _ in
            do { try w.device.deleteApp(w.mail) } catch { refused = error }
        }
        try w.device.tap(w.todo)
        #expect(refused as? EngineError == .reentrantCall("deleteApp"))
    }

    @Test func defaultsRefuseBadKeysAndTooMuch() throws {
        let w = World()
        try w.device.tap(w.todo)
        #expect(throws: CallbackFailure.self) { try w.app.setDefault("", .boolean(true)) }
        #expect(throws: CallbackFailure.self) {
            try w.app.setDefault("big", .string(String(repeating: "x", count: Device.defaultsLimit)))
        }
        try w.app.setDefault("k", .integer(1))
        try w.app.setDefault("k", nil)
        #expect(w.device.defaults(of: w.todo).isEmpty)
        try w.device.home()
        try w.device.advance(by: 60)
        #expect(throws: EngineError.self) { try w.app.setDefault("k", .integer(1)) }  // suspended: no code runs
    }

    @Test func quickActionsAreOnlyTheDeclaredAndTheDynamicOnes() throws {
        let w = World()
        #expect(
            throws: EngineError.invalidAction(
                action: "choose the quick action com.acme.nwe of Todo",
                reason: Sentence(
                    .refusedNoQuickActionDidYouMean, "Todo", "com.acme.nwe", "com.acme.new", "com.acme.new, new"))
        ) { try w.device.shortcut(w.todo, type: "com.acme.nwe") }
        #expect(throws: EngineError.self) { try w.device.shortcut(w.mail, type: "new") }  // Mail declares none
        try w.device.tap(w.todo)
        try w.app.setShortcutItems([ShortcutItem(type: "search", title: "Search")])
        try w.device.home()
        try w.device.shortcut(w.todo, type: "search")
        #expect(w.device.quickActions(of: w.todo).map(\.type) == ["com.acme.new", "new", "search"])
        #expect(throws: CallbackFailure.self) {
            try w.app.setShortcutItems(
                Array(repeating: ShortcutItem(type: "x", title: "x"), count: Device.maxShortcutItems + 1))
        }
    }

    @Test func pendingTaskRequestsCanBeReadAndCancelled() throws {
        let w = try World(ios: 17, configure: { _ in })
        let device = Device(profile: Profile(ios: 17))
        var spec = AppSpec(name: "Sync", bundleID: "s", backgroundModes: ["fetch", "processing"], delegate: w.todoLog)
        spec.taskIdentifiers = ["a", "b"]
        let sync = device.install(spec)
        var pending: [[String]] = []
        w.todoLog.hooks[.didFinishLaunching] = { app in
            _ = try app.submitTask(TaskRequest(identifier: "a", kind: .refresh))
            _ = try app.submitTask(TaskRequest(identifier: "b", kind: .processing))
            try app.cancelTaskRequest("a")
            try app.pendingTaskRequests { pending.append($0.map(\.identifier)) }
            try app.cancelAllTaskRequests()
            try app.pendingTaskRequests { pending.append($0.map(\.identifier)) }
        }
        try device.tap(sync)
        #expect(pending == [["b"], []])
        #expect(device.pendingTaskRequests(of: sync).isEmpty)
        let old = Device(profile: Profile(ios: 12))
        let twelve = old.install(AppSpec(name: "Old", bundleID: "o", delegate: w.mailLog))
        w.mailLog.hooks[.didFinishLaunching] = { app in try app.cancelAllTaskRequests() }
        try old.tap(twelve)
        #expect(old.records.contains { $0.kind == .crash && $0.message?.contains("unrecognized selector") == true })
    }

    @Test func audioKeepsAnAppWithTheModeRunningWhileItPlays() throws {
        for mode in [true, false] {
            let w = World(profile: Profile(ios: 17), todoSpec: { if mode { $0.backgroundModes = ["audio"] } })
            w.todoLog.hooks[.didBecomeActive] = { app in try app.playAudio(seconds: 120) }
            try w.device.tap(w.todo)
            try w.device.home()
            try w.device.advance(by: 60)
            #expect(w.device.state(of: w.todo) == (mode ? .background : .suspended), "audio mode \(mode)")
            try w.device.advance(by: 61)
            #expect(w.device.state(of: w.todo) == .suspended)
        }
    }

    @Test func connectedScenesAndOpenSessions() throws {
        let w = SceneWorld(windows: true) { $0.idiom = .ipad }
        try w.device.tap(w.notes)
        _ = try w.device.openWindow(w.notes)
        let app = w.device.application(w.notes)
        var seen: (scenes: [SceneID], sessions: Int)?
        w.log.hooks[.sceneDidEnterBackground] = { _ in seen = (try app.connectedScenes(), try app.openSessions().count)
        }
        try w.device.home()
        #expect(seen?.scenes == w.device.scenes(of: w.notes))
        #expect(seen?.scenes.count == 2 && seen?.sessions == 2)
    }

    /// Apple: `UIScene.ConnectionOptions.userActivities` "doesn't contain user activity objects
    /// related to Handoff"; the activity comes after the connection, through scene(_:continue:).
    @Test func aHandoffColdLaunchOfASceneAppDeliversTheActivityAfterTheConnection() throws {
        let w = SceneWorld()
        w.log.extra.formUnion([.sceneWillContinueUserActivity, .sceneContinueUserActivity])
        try w.device.continueActivity(w.notes, UserActivity(type: "com.acme.edit"))
        let options = try #require(w.log.connections.first?.options)
        #expect(options.userActivities.isEmpty)
        #expect(options.handoffUserActivityType == "com.acme.edit")
        #expect(
            w.take() == SceneSeq.launch + ["configurationForConnecting:background"] + SceneSeq.connect
                + SceneSeq.foreground
                + ["sceneWillContinueUserActivity:inactive", "sceneContinueUserActivity:inactive"] + SceneSeq.active)
        // A universal link is no Handoff: it comes in the connection options, as before.
        let link = SceneWorld()
        try link.device.continueActivity(
            link.notes, UserActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: "https://acme.com/x"))
        #expect(link.log.connections.first?.options.userActivities.map(\.type) == ["NSUserActivityTypeBrowsingWeb"])
    }
}
