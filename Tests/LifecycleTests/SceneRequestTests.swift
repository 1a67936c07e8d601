import Testing
@testable import Lifecycle

/// What app code asks of its scene sessions: a new window carrying a user activity
/// (requestSceneSessionActivation) and a session closed (requestSceneSessionDestruction),
/// both done right after the calling code returns; and the errors of a request UIKit denies.
@Suite struct SceneRequestTests {
    private func ipad(windows: Bool = true, idiom: Idiom = .ipad) -> SceneWorld {
        let w = SceneWorld(windows: windows) { $0.idiom = idiom }
        w.log.screen = [UIEntry(name: "split"), UIEntry(name: "close")]
        return w
    }

    private func press(_ w: SceneWorld, _ name: String) throws {
        try w.device.perform(.ui(UIAction(.app(w.notes), name)))
    }

    @Test func activationWithAnActivityConnectsANewWindowWithItInItsOptions() throws {
        let w = ipad()
        let edit = UserActivity(type: "com.acme.notes.edit", userInfo: ["note": "7"])
        w.log.uiHooks["split"] = { _, app in try app.requestSceneSessionActivation(activity: edit) }
        try w.device.tap(w.notes)
        _ = w.take()
        try press(w, "split")
        let log = w.take()
        // The request returns first; UIKit connects the window after the handler.
        #expect(log.first?.hasPrefix("ui:split") == true)
        #expect(log.dropFirst().prefix(2) == ["configurationForConnecting:active", "sceneWillConnect:active"])
        #expect(w.device.scenes(of: w.notes).count == 2)
        #expect(w.log.connections.last?.options.userActivities == [edit])
    }

    @Test func aDeniedActivationReachesTheErrorHandler() throws {
        for (w, code) in [(ipad(windows: false), 0), (ipad(idiom: .iphone), 0)] {
            var heard: SystemError?
            w.log.uiHooks["split"] = { _, app in
                try app.requestSceneSessionActivation(activity: nil) { heard = $0 }
            }
            try w.device.tap(w.notes)
            try press(w, "split")
            try w.device.advance(by: 1)
            #expect(heard?.domain == "UISceneErrorDomain")
            #expect(heard?.code == code)
            #expect(w.device.scenes(of: w.notes).count == 1)
        }
    }

    @Test func destructionClosesTheWindowLikeTheUserDoes() throws {
        let w = ipad()
        try w.device.tap(w.notes)
        let second = try #require(try w.device.openWindow(w.notes))
        let session = try #require(w.device.session(of: second)).persistentIdentifier
        w.log.uiHooks["close"] = { _, app in try app.requestSceneSessionDestruction(session: session) }
        _ = w.take()
        try w.device.perform(.ui(UIAction(.scene(second), "close")))
        #expect(
            Array(w.take().dropFirst()) == [
                "sceneWillResignActive:active", "N:UISceneWillDeactivate:active",
                "sceneDidEnterBackground:active", "N:UISceneDidEnterBackground:active",
                "sceneDidDisconnect:active", "N:UISceneDidDisconnect:active",
                "didDiscardSceneSessions:active",
            ])
        #expect(w.device.scenes(of: w.notes).count == 1)
        // The same session again: no longer open, nothing happens.
        try press(w, "close")
        #expect(w.take().count == 1)
        #expect(
            w.device.records.contains {
                $0.message?.hasSuffix("is not an open session: nothing to close") == true
            })
        // The last window: the process ends, as when the user closes it.
        let last = try #require(w.device.session(of: w.scene)).persistentIdentifier
        w.log.uiHooks["close"] = { _, app in try app.requestSceneSessionDestruction(session: last) }
        try press(w, "close")
        #expect(w.device.state(of: w.notes) == .notRunning)
    }
}
