import Lifecycle
import ScriptBindings
import Testing

/// Quick actions as Swift reads them: the item (`type`, `localizedTitle`,
/// `localizedSubtitle`, `icon`, `userInfo`) in performActionForShortcutItem and
/// `options.shortcutItem`, and the Home Screen's limit on what `user.shortcut` can choose.
@Suite struct QuickActionBindingTests {
    /// What app code logged (not the engine's own log records).
    static func logs(_ r: ScenarioResult) -> [String] {
        r.logs.filter { !$0.contains("completion handler called") && !$0.hasPrefix("dynamic quick actions") }
    }

    static let todo = """
        local todo = app { name = "Todo",
          shortcut_items = {
            { type = "open", title = "Ann", subtitle = "last seen today", icon = "message",
              userInfo = { chat = 7, tags = { "work", "family" }, muted = false } },
            { type = "new", title = "New" },
          },
          delegate = {
            didFinishLaunching = function(a, options)
              if options then local i = options.shortcutItem; log("launch", i.type, i.userInfo.chat) end
              return true
            end,
            performActionForShortcutItem = function(a, item, done)
              log("perform", item, item.type, item.localizedTitle, item.title, item.localizedSubtitle, item.icon,
                item.userInfo.chat, item.userInfo.tags[2], item.userInfo.muted)
              log("as a string", tostring(item), "item: " .. item, item .. "!", string.format("%s", item))
              log("compare", item.type == "open", item == "open")
              done(true)
            end,
          } }

        """

    @Test func theItemComesWholeAndPrintsAsItsType() throws {
        let r = try run(
            Self.todo + """
                user.shortcut(todo, "open")
                user.home()
                user.shortcut(todo, "open")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        let perform = "perform open open Ann Ann last seen today message 7 family false"
        let text = "as a string open item: open open! open"
        #expect(
            Self.logs(r) == [
                "launch open 7", perform, text, "compare true false", perform, text, "compare true false",
            ], "\(r.logs)")
    }

    @Test func aSceneGetsTheItemInItsConnectionOptions() throws {
        let r = try run(
            """
            local notes = app { name = "Notes", life_cycle = "scenes",
              shortcut_items = { { type = "open", title = "Ann", userInfo = { chat = 7 } } },
              scene_delegate = {
                willConnect = function(scene, session, options)
                  log("connect", options.shortcutItem, options.shortcutItem.userInfo.chat)
                end,
                performActionForShortcutItem = function(scene, item, done) log("warm", item.userInfo.chat) done(true) end,
              } }
            user.shortcut(notes, "open")
            user.home()
            user.shortcut(notes, "open")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(Self.logs(r) == ["connect open 7", "warm 7"])
    }

    @Test func dynamicItemsKeepTheirUserInfoAndReadBackAsItems() throws {
        let r = try run(
            """
            local todo = app { name = "Todo", delegate = {
              didFinishLaunching = function(a)
                if #a.shortcutItems == 0 then
                  a.shortcutItems = { { type = "open", localizedTitle = "Ann", userInfo = { chat = 7 } } }
                end
                local items = a.shortcutItems
                log("read", items[1], items[1].title, items[1].userInfo.chat, items[1].icon)
                -- What reading gives can be changed and set again (UIMutableApplicationShortcutItem).
                items[1].localizedSubtitle = "again"
                a.shortcutItems = items
                log("subtitle", a.shortcutItems[1].subtitle)
                return true
              end,
              performActionForShortcutItem = function(a, item, done) log("perform", item.userInfo.chat) done(true) end,
            } }
            user.tap(todo)
            user.home()
            user.shortcut(todo, "open")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(Self.logs(r) == ["read open Ann 7 nil", "subtitle again", "perform 7"], "\(r.logs)")
    }

    @Test func theHomeScreenShowsFourStaticOnesFirst() throws {
        let r = try run(
            """
            local todo = app { name = "Todo",
              shortcut_items = { { type = "s1" }, { type = "s2" }, { type = "s3" } },
              delegate = { didFinishLaunching = function(a)
                a.shortcutItems = { { type = "d1" }, { type = "d2" } }
                return true
              end } }
            user.tap(todo)
            user.home()
            user.shortcut(todo, "d1")
            user.home()
            user.shortcut(todo, "d2")
            """)
        #expect(r.status == .error)
        #expect(
            r.report?.contains(
                "cannot choose the quick action d2 of Todo: the Home Screen does not show it: it shows 4 of Todo's 5 quick actions, "
                    + "the static ones first (shown: s1, s2, s3, d1)") == true, "\(r.summary)")
        #expect(r.location == "test.lua:11", "\(r.summary)")
        #expect(r.logs.contains { $0.contains("not d2") })
    }

    @Test func theLimitIsADeviceSwitch() throws {
        let r = try run(
            """
            device { homeScreenQuickActions = 1 }
            local todo = app { name = "Todo", shortcut_items = { { type = "s1" }, { type = "s2" } } }
            user.shortcut(todo, "s1")
            user.home()
            user.shortcut(todo, "s2")
            """)
        #expect(r.status == .error)
        #expect(r.report?.contains("it shows 1 of Todo's 2 quick actions") == true, "\(r.summary)")
    }

    /// Misuse in app code stops the run at its line (3), with "did you mean".
    @Test(arguments: [
        (
            "log(item.localizedTitel)",
            "unknown UIApplicationShortcutItem field 'localizedTitel' (did you mean 'localizedTitle'?)"
        ),
        ("log(item.shortcutType)", "(did you mean 'type'?)"),
        (
            "log(item:find('o'))",
            "a quick action is a UIApplicationShortcutItem, not a string: its type is item.type (item.type:find(...))"
        ),
        (
            "a.shortcutItems = { { type = 'x', icon = 'compse' } }",
            "unknown shortcutItems[1].icon (UIApplicationShortcutIcon.IconType) 'compse' (did you mean 'compose'?)"
        ),
        ("a.shortcutItems = { { type = 'x', icon = 3 } }", "shortcutItems[1].icon must be an icon type"),
        (
            "a.shortcutItems = { { type = 'x', userInfo = { f = print } } }",
            "shortcutItems[1].userInfo.f: a function is not a property-list value"
        ),
        (
            "a.shortcutItems = { { type = 'x', userInfo = { 1, 2 } } }",
            "shortcutItems[1].userInfo must be a table of string keys"
        ),
        ("a.shortcutItems = { { type = 'x', userInfo = { [true] = 1 } } }", "has a boolean key: keys are strings"),
        (
            "a.shortcutItems = { { type = 'x', userInfo = { s = string.rep('x', 5000) } } }",
            "userInfo takes 5049 bytes; applife keeps at most 4096"
        ),
        (
            "a.shortcutItems = { { type = 'x', title = 'a', localizedTitle = 'b' } }",
            "shortcutItems[1]: give title or localizedTitle, not both"
        ),
        ("a.shortcutItems = { { type = 'x', localizedSubtitel = 'b' } }", "(did you mean 'localizedSubtitle'?)"),
    ])
    func misuseIsAScriptErrorAtItsLine(code: String, message: String) throws {
        let r = try run(
            """
            local todo = app { name = "Todo", shortcut_items = { { type = "open" } }, delegate = {
              performActionForShortcutItem = function(a, item, done)
                \(code)
              end } }
            user.shortcut(todo, "open")
            """)
        expectMisuse(r, message)
    }

    @Test(arguments: [
        (
            "{ { type = 'x', userInfo = 'v' } }",
            "shortcut_items[1].userInfo must be a table of string keys (got string)"
        ),
        ("{ { type = 'x', icon = 'Compose' } }", "(did you mean 'compose'?)"),
        ("{ { type = 'x', subtitle = {} } }", "shortcut_items[1].subtitle must be a string"),
    ])
    func badDeclarationsAreRefused(items: String, message: String) throws {
        let r = try run("local todo = app { name = \"Todo\", shortcut_items = \(items) }")
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:1", "\(r.summary)")
    }
}
