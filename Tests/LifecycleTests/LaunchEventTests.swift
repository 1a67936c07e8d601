import Testing
@testable import Lifecycle

/// Facts §2.11, §3, §4.5: launches and resumes for a reason, with their launch options.
@Suite struct LaunchEventTests {
    static let push = ["aps.alert": "Buy milk"]

    @Test func remoteNotificationTapColdLaunch() throws {  // §2.11
        let w = World()
        w.todoLog.extra = [.didReceiveRemoteNotification]
        try w.device.tapNotification(w.todo, payload: Self.push)
        #expect(
            w.todoLog.take() == [
                "willFinishLaunching:inactive", "didFinishLaunching:inactive", "N:DidFinishLaunching:inactive",
                "didReceiveRemoteNotification:inactive", "didBecomeActive:active", "N:DidBecomeActive:active",
            ])
        #expect(w.todoLog.options == LaunchOptions(remoteNotification: Self.push))
        #expect(w.todoLog.options?.presentKeys == ["remoteNotification"])
    }

    @Test func remoteNotificationIgnoresTheVeto() throws {  // §3 [S7]
        let w = World()
        w.todoLog.extra = [.didReceiveRemoteNotification]
        w.todoLog.launchAnswer = (false, false)
        try w.device.tapNotification(w.todo, payload: Self.push)
        #expect(w.device.callbacks(of: w.todo).contains(.didReceiveRemoteNotification))
    }

    @Test func remoteNotificationTapResume() throws {  // §2.11 backgrounded
        let w = World()
        w.todoLog.extra = [.didReceiveRemoteNotification]
        try w.device.tap(w.todo)
        try w.device.tap(w.mail)
        _ = w.todoLog.take()
        try w.device.tapNotification(w.todo, payload: Self.push)
        #expect(w.todoLog.take() == Seq.foreground + ["didReceiveRemoteNotification:inactive"] + Seq.active)
    }

    @Test(arguments: [(9, true), (10, false)])
    func localNotificationKeyOnOldProfiles(ios: Int, hasKey: Bool) throws {  // §3
        let w = World(ios: ios)
        try w.device.tapNotification(w.todo, payload: ["body": "Due"], local: true)
        #expect((w.todoLog.options?.localNotification != nil) == hasKey)
        #expect(w.device.state(of: w.todo) == .active)
    }

    @Test func quickActionColdAndVetoed() throws {  // §3 shortcutItem, [A2] veto
        let w = World()
        w.todoLog.extra = [.performActionForShortcutItem]
        try w.device.shortcut(w.todo, type: "com.acme.new")
        #expect(w.todoLog.options == LaunchOptions(shortcutItem: World.quickActions[0]))
        #expect(
            w.device.callbacks(of: w.todo) == [
                .willFinishLaunching, .didFinishLaunching, .performActionForShortcutItem, .didBecomeActive,
            ])

        let v = World()
        v.todoLog.extra = [.performActionForShortcutItem]
        v.todoLog.launchAnswer = (false, true)
        try v.device.shortcut(v.todo, type: "com.acme.new")
        #expect(!v.device.callbacks(of: v.todo).contains(.performActionForShortcutItem))
    }

    @Test func continueUserActivity() throws {  // §2.10 universal link shape
        let w = World()
        w.todoLog.extra = [.continueUserActivity]
        let activity = UserActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: "https://acme.com/list/4")
        try w.device.continueActivity(w.todo, activity)
        #expect(w.todoLog.options?.userActivityType == "NSUserActivityTypeBrowsingWeb")
        #expect(w.todoLog.options?.presentKeys == ["userActivityDictionary"])
        #expect(w.todoLog.activity == activity)
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.continueActivity(w.todo, activity)
        #expect(w.todoLog.take() == Seq.foreground + ["continueUserActivity:inactive"] + Seq.active)
    }

    @Test func cloudKitShareLaunchOption() throws {  // §3
        let w = World()
        try w.device.acceptCloudKitShare(w.todo, metadata: "share-1")
        #expect(w.todoLog.options == LaunchOptions(cloudKitShareMetadata: "share-1"))
    }

    // MARK: §4.5 AirDrop

    static func airdropWorld() -> World {
        let w = World(
            profile: Profile(),
            todoSpec: {
                $0.documentTypes = [
                    DocumentType(name: "Todo list", contentTypes: ["com.acme.todolist.list"], extensions: ["todolist"])
                ]
            })
        w.todoLog.extra = [.openURL]
        return w
    }

    @Test func airdropLaunchesWithAnInboxFileURL() throws {
        let w = Self.airdropWorld()
        let url = try w.device.airdrop("Groceries.todolist")
        #expect(
            url.string
                == "file:///var/mobile/Containers/Data/Application/com.acme.todolist/Documents/Inbox/Groceries.todolist"
        )
        #expect(w.todoLog.url == url)
        #expect(w.todoLog.urlOptions?.openInPlace == false)
        #expect(w.todoLog.options?.url == url.string)
        #expect(
            w.device.callbacks(of: w.todo) == [.willFinishLaunching, .didFinishLaunching, .openURL, .didBecomeActive])
        #expect(w.device.records.contains { $0.kind == .url && $0.name == "inbox" })
    }

    @Test func airdropWhileRunningAndSameNameTwice() throws {
        let w = Self.airdropWorld()
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.airdrop("Groceries.todolist", to: w.todo)
        #expect(w.todoLog.take() == Seq.resign + ["openURL:inactive"] + Seq.active)
        let second = try w.device.airdrop("Groceries.todolist", type: "com.acme.todolist.list", to: w.todo)
        #expect(second.lastPathComponent == "Groceries-2.todolist")
    }

    @Test func airdropOfAnUndeclaredTypeIsRefused() throws {
        let w = Self.airdropWorld()
        #expect(throws: EngineError.undeclaredDocumentType(file: "a.pdf", type: "com.adobe.pdf", app: nil)) {
            try w.device.airdrop("a.pdf")
        }
        #expect(
            throws: EngineError.undeclaredDocumentType(file: "b.todolist", type: "com.acme.todolist.list", app: "Mail")
        ) {
            try w.device.airdrop("b.todolist", to: w.mail)
        }
        #expect(w.device.records.isEmpty)
    }
}
