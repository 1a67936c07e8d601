import Lifecycle
import Testing

/// `user.offload_app(app)` as a script writes it.
@Suite struct OffloadBindingTests {
    @Test func theDataSurvivesAnOffloadButNotADelete() throws {
        let r = try run(
            """
            local a = app { name = "A", delegate = {
              didFinishLaunching = function(application)
                log("draft", UserDefaults.standard:get("draft"))
                UserDefaults.standard:set("draft", "Dear")
                return true
              end,
            } }
            user.tap(a)
            user.offload_app(a)
            expect.state(a, "notRunning")
            user.tap(a)
            user.delete_app(a)
            user.tap(a)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.filter { $0.hasPrefix("draft") } == ["draft nil", "draft Dear", "draft nil"], "\(r.logs)")
        #expect(
            r.records(.action).contains { $0.message == "user offloads A: the app goes, its documents and data stay" })
        let bad = try run("local a = app { name = 'A', delegate = {} }\nuser.offload_app('B')")
        #expect(bad.status == .error)
        #expect(bad.summary.contains("test.lua:2"), "\(bad.summary)")
        let typo = try run("local a = app { name = 'A', delegate = {} }\nuser.offload_ap(a)")
        #expect(typo.summary.contains("did you mean 'user.offload_app'"), "\(typo.summary)")
    }
}
