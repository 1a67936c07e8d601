import Testing

@testable import Lifecycle

/// A quick action reaches the app whole (its subtitle, icon and `userInfo`: "Pass data with a
/// quick action", Add Home Screen quick actions), and the Home Screen shows the static ones
/// first, then the dynamic ones, up to its limit (UIApplication.shortcutItems; four in the
/// iOS 9 guide, `homeScreenQuickActions`).
@Suite struct QuickActionTests {
    static let chat = ShortcutItem(
        type: "open", title: "Ann", subtitle: "last seen today", icon: "message",
        userInfo: .table(sorting: [("chat", .integer(7)), ("tags", .list([.string("work")]))]))

    static func items(of log: RecordingDelegate) -> [ShortcutItem] {
        log.messages.flatMap { message in
            message.arguments.compactMap { argument -> ShortcutItem? in
                if case .shortcutItem(let item) = argument { return item }
                return nil
            }
        }
    }

    @Test func theItemComesWholeColdAndWarm() throws {
        let w = World(profile: Profile(), todoSpec: { $0.shortcutItems = [Self.chat] })
        w.todoLog.extra = [.performActionForShortcutItem]
        try w.device.shortcut(w.todo, type: "open")
        #expect(w.todoLog.options?.shortcutItem == Self.chat)
        #expect(Self.items(of: w.todoLog) == [Self.chat])
        try w.device.home()
        try w.device.shortcut(w.todo, type: "open")
        #expect(Self.items(of: w.todoLog) == [Self.chat, Self.chat])
    }

    @Test func aDynamicItemKeepsItsUserInfo() throws {
        let w = World(profile: Profile(), todoSpec: { $0.shortcutItems = [] })
        w.todoLog.extra = [.performActionForShortcutItem]
        w.todoLog.hooks[.didFinishLaunching] = { app in
            if try app.shortcutItems().isEmpty { try app.setShortcutItems([Self.chat]) }
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.shortcut(w.todo, type: "open")
        #expect(Self.items(of: w.todoLog).map(\.userInfo) == [Self.chat.userInfo])
    }

    @Test func aSceneGetsItInItsConnectionOptionsThenInTheMethod() throws {
        let w = SceneWorld()
        try w.device.shortcut(w.notes, type: "com.acme.new")
        #expect(w.log.connections.first?.options.shortcutItem == World.quickActions[0])
        try w.device.home()
        try w.device.shortcut(w.notes, type: "com.acme.new")
        #expect(Self.items(of: w.log) == [World.quickActions[0]])
    }

    static func numbered(_ prefix: String, _ n: Int) -> [ShortcutItem] {
        (1...n).map { ShortcutItem(type: "\(prefix)\($0)", title: "\(prefix) \($0)") }
    }

    @Test func theHomeScreenShowsStaticOnesFirstThenDynamicOnesUpToFour() throws {
        let w = World(profile: Profile(), todoSpec: { $0.shortcutItems = Self.numbered("s", 3) })
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.setShortcutItems(Self.numbered("d", 3)) }
        try w.device.tap(w.todo)
        #expect(w.device.quickActions(of: w.todo).map(\.type) == ["s1", "s2", "s3", "d1"])
        #expect(w.device.allQuickActions(of: w.todo).count == 6)
        let note = w.device.records.last { $0.name == "shortcutItems" }?.message
        #expect(
            note == "dynamic quick actions: d1, d2, d3 (the Home Screen shows 4, static ones first: not d2, d3)")
        try w.device.home()
        #expect(w.device.isPossible(.shortcut(w.todo, type: "d1")))
        #expect(!w.device.isPossible(.shortcut(w.todo, type: "d2")))
        #expect(throws: EngineError.self) { try w.device.shortcut(w.todo, type: "d2") }
        let refusal = try #require(w.device.refusal(of: .shortcut(w.todo, type: "d2")))
        #expect(
            "\(refusal)".contains(
                "the Home Screen does not show it: it shows 4 of Todo's 6 quick actions, the static ones first (shown: s1, s2, s3, d1)"
            ))
    }

    @Test func fiveStaticOnesLeaveNoPlaceForDynamicOnes() throws {
        let w = World(profile: Profile(), todoSpec: { $0.shortcutItems = Self.numbered("s", 5) })
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.setShortcutItems(Self.numbered("d", 1)) }
        try w.device.tap(w.todo)
        #expect(w.device.quickActions(of: w.todo).map(\.type) == ["s1", "s2", "s3", "s4"])
    }

    @Test func theLimitIsASwitch() throws {
        var profile = Profile()
        try profile.set("homeScreenQuickActions", to: .number(6))
        let w = World(profile: profile, todoSpec: { $0.shortcutItems = Self.numbered("s", 7) })
        #expect(w.device.quickActions(of: w.todo).count == 6)
        #expect(throws: EngineError.self) { try profile.set("homeScreenQuickActions", to: .number(2.5)) }
        #expect(throws: EngineError.self) { try profile.set("homeScreenQuickActions", to: .number(65)) }
        try profile.set("homeScreenQuickActions", to: .string("0"))
        #expect(profile.homeScreenQuickActions == 0)
    }
}
