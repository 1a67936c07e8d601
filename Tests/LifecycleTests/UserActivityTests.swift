import Testing
@testable import Lifecycle

/// What happens around a continued activity besides the delegate's methods: who tells the
/// user a Handoff is under way (willContinue's answer), UIKit's error when the failure
/// method is missing, and the last update of a scene's restoration activity
/// (scene(_:didUpdate:)).
@Suite struct UserActivityTests {
    private func systemLogs(_ device: Device) -> [String] {
        device.records.filter { $0.kind == .log && $0.name == "system" }.compactMap(\.message)
    }

    /// application(_:willContinueUserActivityWithType:): true, the app tells the user; false
    /// (or not implemented), iOS does. Only Handoff gets the feedback: a universal link has
    /// no data on its way.
    @Test func willContinuesAnswerSaysWhoTellsTheUser() throws {
        let w = World()
        w.todoLog.extra = [.willContinueUserActivityWithType, .continueUserActivity]
        try w.device.continueActivity(w.todo, UserActivity(type: "com.acme.todo.editing"))
        #expect(
            systemLogs(w.device) == [
                "the app tells the user it is continuing com.acme.todo.editing (willContinueUserActivityWithType returned true)"
            ])
        let v = World()
        v.todoLog.extra = [.willContinueUserActivityWithType, .continueUserActivity]
        v.todoLog.willContinueAnswer = false
        try v.device.continueActivity(v.todo, UserActivity(type: "com.acme.todo.editing"))
        let unimplemented = World()
        try unimplemented.device.continueActivity(unimplemented.todo, UserActivity(type: "com.acme.todo.editing"))
        for device in [v.device, unimplemented.device] {
            #expect(systemLogs(device) == ["iOS shows the user that Todo is continuing com.acme.todo.editing"])
        }
        let link = World()
        try link.device.continueActivity(
            link.todo, UserActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: "https://acme.com/x"))
        #expect(systemLogs(link.device).isEmpty)
        // A scene delegate's method returns nothing: UIKit always gives the feedback.
        let s = SceneWorld()
        s.log.extra.insert(.sceneWillContinueUserActivity)
        try s.device.tap(s.notes)
        try s.device.continueActivity(s.notes, UserActivity(type: "com.acme.notes.editing"))
        #expect(systemLogs(s.device) == ["iOS shows the user that Notes is continuing com.acme.notes.editing"])
    }

    /// "If you do not implement this method, UIKit displays an error to the user": a
    /// `system` record right after the (unimplemented) failure method, for both delegates.
    @Test func aMissingFailureMethodLeavesUIKitsError() throws {
        let lost = UserActivity(type: "com.acme.editing", failsToArrive: true)
        let w = World()
        try w.device.continueActivity(w.todo, lost)
        let error =
            "UIKit shows the user an error: the activity com.acme.editing could not be continued"
            + " (NSUserActivityHandoffFailedError; application:didFailToContinueUserActivityWithType:error: is not implemented)"
        #expect(systemLogs(w.device).last == error)
        let handled = World()
        handled.todoLog.extra = [.didFailToContinueUserActivity]
        try handled.device.continueActivity(handled.todo, lost)
        #expect(!systemLogs(handled.device).contains { $0.hasPrefix("UIKit shows the user an error") })
        let s = SceneWorld()
        try s.device.tap(s.notes)
        try s.device.continueActivity(s.notes, lost)
        #expect(
            systemLogs(s.device).last
                == "UIKit shows the user an error: the activity com.acme.editing could not be continued"
                + " (NSUserActivityHandoffFailedError; scene:didFailToContinueUserActivityWithType:error: is not implemented)"
        )
    }

    /// scene(_:didUpdate:) right after stateRestorationActivity(for:) returned a table: what
    /// the table holds after it is what the session hands back.
    @Test func didUpdateFollowsTheRestorationActivityAndItsAdditionsAreSaved() throws {
        let w = SceneWorld()
        w.log.extra.formUnion([.sceneStateRestorationActivity, .sceneDidUpdateUserActivity])
        w.log.restorationActivity = ["page": "3"]
        w.log.activityUpdate = ["page": "3", "scroll": "120"]
        try w.device.tap(w.notes)
        try w.device.home()
        #expect(
            w.take().suffix(2) == [
                "sceneStateRestorationActivity:background", "sceneDidUpdateUserActivity:background",
            ])
        try w.device.memoryPressure(.warning)
        try w.device.tap(w.notes)
        #expect(w.log.connections.last?.session.stateRestorationActivity == ["page": "3", "scroll": "120"])
        // No activity, no update.
        let none = SceneWorld()
        none.log.extra.formUnion([.sceneStateRestorationActivity, .sceneDidUpdateUserActivity])
        try none.device.tap(none.notes)
        try none.device.home()
        #expect(none.take().suffix(1) == ["sceneStateRestorationActivity:background"])
    }
}
