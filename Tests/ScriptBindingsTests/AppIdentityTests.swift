import Lifecycle
import ScriptBindings
import Testing

/// Apps are named by ID, never by position: system apps installed on first use and apps
/// declared after them keep working (once, `user.tap("Safari")` crashed the host).
@Suite struct AppIdentityTests {
    @Test func systemAppsCanBeNamedWhereAnAppIsExpected() throws {
        let r = try run(
            """
            user.tap("Safari")
            user.home()
            expect.state("Safari", "suspended")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.records(.transition, app: "Safari").compactMap(\.to) == [
                "inactive", "active", "inactive", "background", "suspended",
            ])
    }

    @Test func anAppDeclaredAfterASystemAppWasOpenedIsFoundByName() throws {
        let r = try run(
            """
            local a = app { name = "A" }
            user.tap(a)
            user.open_url("https://example.com")     -- installs Safari
            local b = app { name = "B" }
            user.tap("B")
            user.tap("A")
            expect.state(b, "suspended")
            expect.state("B", "suspended")
            expect.state("Safari", "suspended")
            log(b.name, b.bundle_id)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs == ["B com.example.b"])
    }

    @Test func aSystemAppHandleReadsItsFields() throws {
        let r = try run(
            """
            user.open_url("mailto:someone@example.com")
            expect.state("Mail", "active")
            expect.state("com.apple.mobilemail", "active")
            """)
        #expect(r.status == .passed, "\(r.summary)")
    }

    @Test func anUnknownAppNameIsAClearError() throws {
        let r = try run("user.tap('Safarri')")
        #expect(r.status == .error)
        #expect(r.report?.contains("no app named 'Safarri'") == true, "\(r.summary)")
        #expect(r.location == "test.lua:1")
    }
}
