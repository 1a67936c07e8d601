import Lifecycle
import Testing

/// writeFile's `{ protection = ... }` and readFile, as a script writes them.
@Suite struct FileProtectionBindingTests {
    @Test func aCompleteFileIsUnreadableWhileLocked() throws {
        let r = try run(
            """
            device { passcode = true }
            local a = app { name = "A", delegate = {
              didBecomeActive = function(application)
                application:writeFile("Documents/secret", { protection = "complete" })
                application:writeFile("Documents/plain")
              end,
              didEnterBackground = function(application)
                log("secret", application:readFile("Documents/secret"))
                log("plain", application:readFile("Documents/plain"))
              end,
            } }
            user.tap(a)
            user.lock()
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("secret false NSFileReadNoPermissionError"), "\(r.logs)")
        #expect(r.logs.contains("plain true"), "\(r.logs)")
    }

    @Test func misuseIsNamed() throws {
        for (call, message) in [
            (
                "application:writeFile('Documents/a', { protection = 'completeUnlesOpen' })",
                "did you mean 'completeUnlessOpen'"
            ),
            ("application:writeFile('Documents/a', { protecton = 'none' })", "did you mean 'protection'"),
            ("application:writeFile('Documents/a', 'complete')", "options expected ({ protection = \"complete\" })"),
            ("application:writeFile('Documents/a', { protection = 1 })", "protection must be a string"),
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
    }
}
