import Lifecycle
import Testing

/// The Lua face of scene-session requests and of `scene.delegate`.
@Suite struct SceneRequestBindingTests {
    static let ipad = """
        device { idiom = "ipad" }
        local n = app { name = "N", life_cycle = "scenes", multiple_windows = true,
          scene_delegate = {
            willConnect = function(scene, session, options)
              for _, a in ipairs(options.userActivities) do log("connected with", a.activityType, a.userInfo.note) end
            end,
          },
          ui = {
            split = function(scene)
              UIApplication.shared:requestSceneSessionActivation(nil, { activityType = "com.acme.edit", userInfo = { note = "7" } },
                nil, function(e) log("denied", e.domain, e.code) end)
            end,
            close = function(scene) UIApplication.shared:requestSceneSessionDestruction(scene.session, nil, nil) end,
          },
        }
        """

    @Test func aWindowOpensWithTheActivityAndClosesOnRequest() throws {
        let r = try run(
            Self.ipad + """

                user.tap(n)
                user.ui(n, "split")
                expect.equal(#n.scenes, 2)
                user.ui(n.scenes[2], "close")
                expect.equal(#n.scenes, 1)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("connected with com.acme.edit 7"), "\(r.logs)")
        #expect(r.callbacks("N").contains("didDiscardSceneSessions"))
    }

    @Test func anIPhoneDeniesANewWindow() throws {
        let r = try run(
            Self.ipad.replacingOccurrences(of: "device { idiom = \"ipad\" }", with: "") + """

                user.tap(n)
                user.ui(n, "split")
                wait(1)
                expect.equal(#n.scenes, 1)
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.contains("denied UISceneErrorDomain 0"), "\(r.logs)")
    }

    @Test func misuseIsNamed() throws {
        for (call, message) in [
            ("UIApplication.shared:requestSceneSessionDestruction('N#1')", "a scene session expected (scene.session"),
            (
                "UIApplication.shared:requestSceneSessionActivation(nil, { activityTyp = 'x' })",
                "did you mean 'activityType'"
            ),
            ("UIApplication.shared:requestSceneSessionActivation(nil, { userInfo = {} })", "activityType must be"),
            ("UIApplication.shared:requestSceneSessionActivation(scene.session)", "pass nil as the session"),
        ] {
            let r = try run(
                """
                local n = app { name = "N", life_cycle = "scenes", scene_delegate = { didBecomeActive = function(scene)
                  \(call)
                end } }
                user.tap(n)
                """)
            expectMisuse(r, message, line: 2)
        }
        // Before iOS 13 there is no such selector: the app crashes.
        let old = try run(
            """
            local a = app { name = "A", delegate = { didBecomeActive = function(application)
              application:requestSceneSessionDestruction({ persistentIdentifier = "x" })
            end } }
            user.tap(a)
            expect.crash(a)
            """, ios: 12)
        #expect(old.status == .passed, "\(old.summary)")
    }

    /// UIScene.delegate: the scene delegate's methods, callable from app code; nil without one.
    @Test func sceneDelegateIsReadable() throws {
        let r = try run(
            """
            local n = app { name = "N", life_cycle = "scenes", scene_delegate = {
              didBecomeActive = function(scene)
                log(type(scene.delegate), type(scene.delegate.didBecomeActive), scene.delegate.sceneWillResignActive)
                scene.delegate.willResignActive(scene)
              end,
              willResignActive = function(scene) log("resign", scene.state) end,
            } }
            local s = app { name = "S", life_cycle = "scenes", delegate = {
              didFinishLaunching = function(application) return true end,
            } }
            user.tap(n)
            user.tap(s)
            expect.equal(s.scenes[1].delegate, nil)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(Array(r.logs.prefix(2)) == ["table function nil", "resign foregroundActive"], "\(r.logs)")
        let bad = try run(
            """
            local n = app { name = "N", life_cycle = "scenes", scene_delegate = { didBecomeActive = function(scene)
              local d = scene.delegat
            end } }
            user.tap(n)
            """)
        expectMisuse(bad, "did you mean 'delegate'", line: 2)
    }
}
