import Testing
@testable import Lifecycle

/// Registering for remote notifications: the delegate's answer after the call returns, the
/// entitlement it needs, the token, and what survives the process.
@Suite struct RemoteRegistrationTests {
    static func world(ios: Int = 17, push: Bool = true) -> World {
        let w = World(profile: Profile(ios: ios), todoSpec: { $0.pushEntitlement = push })
        w.todoLog.extra = [.didRegisterForRemoteNotifications, .didFailToRegisterForRemoteNotifications]
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.registerForRemoteNotifications()
            w.todoLog.log.append("returned")
        }
        return w
    }

    func receivedToken(_ w: World) -> String? {
        w.todoLog.messages.compactMap { message -> String? in
            guard message.method == .didRegisterForRemoteNotifications, case .text(let t)? = message.arguments.first
            else {
                return nil
            }
            return t
        }.last
    }

    @Test func theTokenComesToTheAppDelegateAfterTheCallReturns() throws {
        let w = Self.world()
        try w.device.tap(w.todo)
        let log = w.todoLog.take()
        let returned = try #require(log.firstIndex(of: "returned"))
        let answered = try #require(log.firstIndex(of: "didRegisterForRemoteNotifications:active"))
        #expect(returned < answered)
        let token = try #require(receivedToken(w))
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
        #expect(w.device.isRegisteredForRemoteNotifications(w.todo))
        #expect(
            w.device.records.contains {
                $0.kind == .log && $0.name == "push" && $0.message == "registerForRemoteNotifications"
            })
    }

    @Test func theTokenIsStableForAnInstallationAndNewAfterADeletion() throws {
        let w = Self.world()
        try w.device.tap(w.todo)
        let first = receivedToken(w)
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        try w.device.dismiss()
        try w.device.tap(w.todo)
        #expect(receivedToken(w) == first)
        #expect(w.device.deviceToken(w.mail) != first)
        w.device.forgetNotificationRecords(w.todo)
        #expect(!w.device.isRegisteredForRemoteNotifications(w.todo))
        #expect(w.device.deviceToken(w.todo) != first)
        // The same inputs give the same token on every run.
        let again = Self.world()
        try again.device.tap(again.todo)
        #expect(receivedToken(again) == first)
    }

    @Test(arguments: [(17, "\u{201C}aps-environment\u{201D}"), (9, "'aps-environment'")])
    func withoutTheEntitlementRegistrationFails(ios: Int, quoted: String) throws {
        let w = Self.world(ios: ios, push: false)
        try w.device.tap(w.todo)
        #expect(w.todoLog.take().contains("didFailToRegisterForRemoteNotifications:active"))
        let message = try #require(w.todoLog.messages.last { $0.method == .didFailToRegisterForRemoteNotifications })
        guard case .error(let error)? = message.arguments.first else {
            Issue.record("no error argument")
            return
        }
        #expect(
            error
                == SystemError(
                    domain: "NSCocoaErrorDomain", code: 3000,
                    localizedDescription: "no valid \(quoted) entitlement string found for application"))
        #expect(!w.device.isRegisteredForRemoteNotifications(w.todo))
    }

    /// "Registration might fail if the user's device isn't connected to the network".
    @Test func withoutANetworkRegistrationFailsAndSucceedsOnceItIsBack() throws {
        let w = Self.world()
        try w.device.network(false)
        try w.device.tap(w.todo)
        #expect(w.todoLog.take().contains("didFailToRegisterForRemoteNotifications:active"))
        #expect(receivedToken(w) == nil)
        let message = try #require(w.todoLog.messages.last { $0.method == .didFailToRegisterForRemoteNotifications })
        guard case .error(let error)? = message.arguments.first else {
            Issue.record("no error argument")
            return
        }
        #expect(error == SystemError.offline)
        #expect(error.domain == "NSURLErrorDomain" && error.code == -1009)
        #expect(!w.device.isRegisteredForRemoteNotifications(w.todo))
        // The entitlement is checked first: without it the error is the entitlement's.
        let bare = Self.world(push: false)
        try bare.device.network(false)
        try bare.device.tap(bare.todo)
        let failed = try #require(bare.todoLog.messages.last { $0.method == .didFailToRegisterForRemoteNotifications })
        guard case .error(let missing)? = failed.arguments.first else { return }
        #expect(missing.code == 3000)
        // The network back, the next process registers.
        try w.device.network(true)
        try w.device.openSwitcher()
        try w.device.kill(w.todo)
        try w.device.dismiss()
        try w.device.tap(w.todo)
        #expect(receivedToken(w) != nil)
        #expect(w.device.isRegisteredForRemoteNotifications(w.todo))
    }

    @Test func unregisteringIsKeptAcrossLaunches() throws {
        let w = Self.world()
        try w.device.tap(w.todo)
        w.todoLog.hooks[.didBecomeActive] = { app in try app.unregisterForRemoteNotifications() }
        w.todoLog.hooks[.didFinishLaunching] = nil
        try w.device.home()
        try w.device.tap(w.todo)
        #expect(!w.device.isRegisteredForRemoteNotifications(w.todo))
        try w.device.reboot()
        #expect(!w.device.isRegisteredForRemoteNotifications(w.todo))
    }

    @Test func anAppLeavingTheForegroundHearsTheAnswerBeforeItSuspends() throws {
        let w = Self.world()
        w.todoLog.hooks[.didFinishLaunching] = nil
        w.todoLog.hooks[.willResignActive] = { app in try app.registerForRemoteNotifications() }
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.home()
        #expect(
            w.todoLog.take().filter { !$0.hasPrefix("N:") } == [
                "willResignActive:active", "didEnterBackground:background",
                "didRegisterForRemoteNotifications:background",
            ])
        #expect(w.device.state(of: w.todo) == .suspended)
    }

    @Test func versions() throws {
        let old = Self.world(ios: 7)
        try old.device.tap(old.todo)
        let crash = try #require(old.device.records.first { $0.kind == .crash })
        #expect(
            crash.message?.hasPrefix("-[UIApplication registerForRemoteNotifications]: unrecognized selector") == true)
        #expect(DelegateMethod.didRegisterForRemoteNotifications.route.since == 3)
        #expect(AppAPI.unregisterForRemoteNotifications.since == 3)
        #expect(AppAPI.isRegisteredForRemoteNotifications.since == 8)
    }
}
