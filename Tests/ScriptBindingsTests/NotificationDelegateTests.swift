import Lifecycle
import ScriptBindings
import Testing

/// `UNUserNotificationCenter.current().delegate` in app code: set late it misses the
/// response that launched the app; it dies with the process; no delegate at all is not a
/// delegate without willPresent.
@Suite struct NotificationDelegateTests {
    /// News sets its notification center's delegate in `where` (a delegate key); line 14 is
    /// the first after it.
    static func news(settingTheDelegateIn place: String) -> String {
        """
        local news = app { name = "News", delegate = {
          \(place) = function(a)
            UNUserNotificationCenter.current().delegate = {
              didReceive = function(a, response, completion)
                log("didReceive", response.notification.request.content.body, a.state)
                completion()
              end,
            }
            return true
          end,
          didReceiveRemoteNotification = function(a, info, done) log("app delegate", info.aps.alert) done("noData") end,
        } }

        """
    }

    @Test func setInDidFinishLaunchingItHearsTheTapThatLaunchedTheApp() throws {
        let r = try run(
            Self.news(settingTheDelegateIn: "didFinishLaunching")
                + "user.tap_notification(news, { aps = { alert = 'Hi' } })")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("didReceive Hi inactive"), "\(r.logs)")
        #expect(!r.logs.contains { $0.hasPrefix("app delegate") })
        #expect(r.warnings.isEmpty)
        #expect(r.logs.contains("UNUserNotificationCenter delegate set"))
    }

    @Test func setInDidBecomeActiveItMissesItAndTheAppDelegateHearsItInstead() throws {
        let r = try run(
            Self.news(settingTheDelegateIn: "didBecomeActive")
                + """
                user.tap_notification(news, { aps = { alert = 'Hi' } })
                user.home()
                user.tap_notification(news, { aps = { alert = 'Again' } })
                expect.sequence(news, { "willEnterForeground", "notification.didReceive", "didBecomeActive" })
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("app delegate Hi") && !r.logs.contains("didReceive Hi inactive"), "\(r.logs)")
        #expect(r.logs.contains("didReceive Again inactive"), "\(r.logs)")
        #expect(r.warnings.count == 1)
        #expect(
            r.warnings.first?.hasPrefix(
                "a notification response reached News before its UNUserNotificationCenter delegate was set") == true)
        let advice = try #require(r.records(.warning).first)
        #expect(advice.at == "test.lua:8")  // where the assignment ends
        #expect(advice.fields.contains { $0.key == "category" })
    }

    @Test func theDelegateDiesWithTheProcessAndReadsBackAsSet() throws {
        let r = try run(
            """
            local kept = {}
            local news = app { name = "News", delegate = {
              didFinishLaunching = function(a)
                local center = UNUserNotificationCenter.current()
                log("before", center.delegate)
                if not UserDefaults.standard:get("ran") then
                  UserDefaults.standard:set("ran", true)
                  center.delegate = kept
                  log("same table", center.delegate == kept)
                  center.delegate = nil
                  log("removed", center.delegate)
                  center.delegate = kept
                end
                return true
              end,
            } }
            user.tap(news)
            user.switcher()
            user.kill(news)
            user.dismiss()
            user.tap(news)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.filter { !$0.hasPrefix("UNUser") } == [
                "before nil", "same table true", "removed nil", "before nil",
            ])
    }

    @Test func aDeclaredDelegateReadsAsATableOfItsFunctions() throws {
        let r = try run(
            """
            local news = app { name = "News",
              delegate = { didBecomeActive = function(a)
                local d = UNUserNotificationCenter.current().delegate
                log(type(d), type(d.didReceive), d.willPresent)
              end },
              notification_delegate = { didReceive = function(a, r, done) done() end } }
            user.tap(news)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("table function nil"), "\(r.logs)")
    }

    /// Apple's willPresent page: no delegate at all, the notification's own options; a
    /// delegate without willPresent, silenced.
    @Test func noDelegateAtAllIsNotADelegateWithoutWillPresent() throws {
        func news(_ delegate: String) throws -> ScenarioResult {
            try run(
                """
                local news = app { name = "News", \(delegate) delegate = {
                  didFinishLaunching = function(a) a:requestAuthorization({ "alert", "badge" }) return true end } }
                system.grant(news, true)
                user.tap(news)
                system.notification(news, { aps = { alert = "Hi", badge = 1 } })
                log(#news.delivered_notifications, news.badge)
                """)
        }
        let none = try news("")
        #expect(none.status == .passed, "\(none.summary)")
        #expect(none.logs.suffix(2) == ["shown by the system (News has no notification delegate)", "1 1"])
        let empty = try news("notification_delegate = {},")
        #expect(empty.status == .passed, "\(empty.summary)")
        #expect(empty.logs.suffix(2) == ["not shown: News is in the foreground", "0 nil"])
    }
}
