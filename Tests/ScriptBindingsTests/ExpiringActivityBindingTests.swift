import Lifecycle
import Testing

/// `ProcessInfo.processInfo:performExpiringActivity(reason, block)` as a script writes it:
/// `busy` inside the block keeps the block's own thread (not the main thread) blocked.
@Suite struct ExpiringActivityBindingTests {
    static func app(_ block: String) -> String {
        """
        local a = app { name = "A", delegate = {
          didEnterBackground = function(application)
            ProcessInfo.processInfo:performExpiringActivity("save", function(expired)
              \(block)
            end)
          end,
        } }
        user.tap(a)
        user.home()
        """
    }

    @Test func busyInsideTheBlockKeepsTheAppRunning() throws {
        let r = try run(
            Self.app("log('expired', expired) if not expired then busy(10) end") + """

                wait(5)
                expect.state(a, "background")
                wait(6)
                expect.state(a, "suspended")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.filter { $0.hasPrefix("expired") } == ["expired false"])
    }

    @Test func theBlockHearsExpiredWhenTimeRunsOut() throws {
        let r = try run(
            Self.app("log('expired', expired) if not expired then busy(1000) end") + """

                wait(200)
                expect.state(a, "suspended")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.filter { $0.hasPrefix("expired") } == ["expired false", "expired true"])
    }

    @Test func misuseIsNamed() throws {
        for (call, message) in [
            ("ProcessInfo.processInfo:performExpiringActivity('', function() end)", "a reason expected"),
            ("ProcessInfo.processInfo:performExpiringActivity('save')", "function expected"),
            (
                "ProcessInfo.processInfo:performExpiringActivty('save', function() end)",
                "did you mean 'performExpiringActivity'"
            ),
        ] {
            let r = try run(
                """
                local a = app { name = "A", delegate = { didBecomeActive = function(application)
                  \(call)
                end } }
                user.tap(a)
                """)
            expectMisuse(r, message, line: 2)
        }
        let badBusy = try run(Self.app("busy(-1)"))
        #expect(badBusy.status == .error, "\(badBusy.summary)")
        #expect(badBusy.summary.contains("busy: seconds must be a finite number >= 0"), "\(badBusy.summary)")
    }
}
