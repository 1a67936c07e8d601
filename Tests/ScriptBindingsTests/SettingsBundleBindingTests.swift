import Lifecycle
import Testing

/// `app{ settings_bundle = true }`: opening openSettingsURLString shows the app's custom
/// settings; a wrong value is named.
@Suite struct SettingsBundleBindingTests {
    @Test func theSettingsPageShowsTheCustomSettings() throws {
        let r = try run(
            """
            local a = app { name = "A", settings_bundle = true, delegate = {
              didBecomeActive = function(application)
                if not opened then opened = true application:openURL(UIApplication.openSettingsURLString) end
              end,
            } }
            user.tap(a)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("shows A's settings, with its custom settings (Settings bundle)"), "\(r.logs)")
        let bad = try run("local a = app { name = 'A', settings_bundle = 'yes', delegate = {} }")
        #expect(bad.status == .error)
        #expect(bad.summary.contains("settings_bundle"), "\(bad.summary)")
        let typo = try run("local a = app { name = 'A', settings_bundl = true, delegate = {} }")
        #expect(typo.summary.contains("did you mean 'settings_bundle'"), "\(typo.summary)")
    }
}
