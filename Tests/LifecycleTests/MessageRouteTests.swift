import Testing
@testable import Lifecycle

/// The routing table on its own: which delegate, which selector, which notifications,
/// which arguments, which versions.
@Suite struct MessageRouteTests {
    /// Tables indexed by method (`ordinal`) rely on a method being stored as its place in
    /// `allCases`, in one byte.
    @Test func eachMethodsOrdinalIsItsPlaceInAllCases() {
        #expect(MemoryLayout<DelegateMethod>.size == 1)
        for (index, method) in DelegateMethod.allCases.enumerated() {
            #expect(method.ordinal == index, "\(method)")
        }
        #expect(Set(DelegateMethod.allCases).count == DelegateMethod.allCases.count)
    }

    @Test func everySelectorIsDistinctAndLeadsBackToItsMethod() {
        let selectors = DelegateMethod.allCases.map(\.selector)
        #expect(Set(selectors).count == selectors.count)
        for method in DelegateMethod.allCases {
            #expect(DelegateMethod(selector: method.selector) == method)
            #expect(DelegateMethod(key: method.shortName, receiver: method.route.receiver) == method)
        }
        #expect(DelegateMethod(shortName: "didBecomeActive") == .didBecomeActive)
        #expect(DelegateMethod(key: "didBecomeActive", receiver: .sceneDelegate) == .sceneDidBecomeActive)
        #expect(DelegateMethod(key: "scene_phase", receiver: .swiftUI) == .scenePhase)
        #expect(DelegateMethod(key: "scene_phase", receiver: .appDelegate) == nil)
    }

    @Test func onlyTheLifeCycleMethodsPostANotification() {
        let posting = DelegateMethod.methods(of: .appDelegate).filter { !$0.route.notifications.isEmpty }
        #expect(
            posting == [
                .didFinishLaunching, .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground,
                .willTerminate, .didReceiveMemoryWarning, .applicationDidFinishLaunching, .significantTimeChange,
                .protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable,
            ])
        #expect(DelegateMethod.applicationDidFinishLaunching.route.notifications == [.didFinishLaunching])
        #expect(DelegateMethod.methods(of: .notificationDelegate).allSatisfy { $0.route.notifications.isEmpty })
        // A scene's callbacks post the UIScene notifications; UIApplication's come from the aggregate.
        #expect(DelegateMethod.sceneDidBecomeActive.route.notifications == [.sceneDidActivate])
        #expect(DelegateMethod.sceneWillResignActive.route.notifications == [.sceneWillDeactivate])
        #expect(DelegateMethod.sceneOpenURLContexts.route.notifications.isEmpty)
        #expect(
            DelegateMethod.methods(of: .sceneDelegate).allSatisfy {
                $0.route.notifications.allSatisfy(\.isSceneNotification)
            })
        #expect(DelegateMethod.didEnterBackground.route.notifications == [.didEnterBackground])
        #expect(DelegateMethod.willFinishLaunching.route.notifications.isEmpty)
        #expect(DelegateMethod.openURL.notification == nil)  // [A2]: URL methods post nothing
    }

    @Test func eachMethodHasOneReceiver() {
        #expect(DelegateMethod.methods(of: .appDelegate).count == 31)
        #expect(
            DelegateMethod.methods(of: .sceneDelegate).map(\.shortName) == [
                "willConnect", "didDisconnect", "willEnterForeground", "didBecomeActive", "willResignActive",
                "didEnterBackground", "openURLContexts", "continueUserActivity", "performActionForShortcutItem",
                "stateRestorationActivity", "didUpdateUserActivity", "willContinueUserActivityWithType",
                "didFailToContinueUserActivity",
                "userDidAcceptCloudKitShare",
            ])
        #expect(
            DelegateMethod.methods(of: .notificationDelegate).map(\.shortName) == [
                "willPresent", "didReceive", "openSettingsFor",
            ])
        #expect(DelegateMethod.methods(of: .notificationDelegate).map(\.route.since) == [10, 10, 12])
        #expect(DelegateMethod.methods(of: .swiftUI).map(\.shortName) == ["scene_phase", "app_phase", "open_url"])
        #expect(DelegateMethod.methods(of: .sceneDelegate).allSatisfy { $0.route.since == 13 })
    }

    @Test func argumentsAndAnswers() {
        #expect(DelegateMethod.didBecomeActive.route.parameters.isEmpty)
        #expect(DelegateMethod.didBecomeActive.route.returns == nil)
        #expect(DelegateMethod.didFinishLaunching.route.parameters.map(\.name) == ["options"])
        #expect(DelegateMethod.didFinishLaunching.route.returns == .optional(.boolean))
        #expect(
            DelegateMethod.openURLSourceApplication.route.parameters.map(\.name) == [
                "url", "sourceApplication", "annotation",
            ])
        #expect(
            DelegateMethod.performFetch.route.parameters
                == [
                    MessageParameter(
                        "completion", .handler([MessageParameter("result", .words(["newData", "noData", "failed"]))]))
                ])
        #expect(DelegateMethod.shouldSaveApplicationState.route.returns == .boolean)
    }

    @Test func versionsFollowUIApplicationDelegate() {
        #expect(DelegateMethod.willFinishLaunching.route.since == 6)
        #expect(DelegateMethod.didEnterBackground.route.since == 4)
        #expect(DelegateMethod.openURL.route.since == 9)
        #expect(DelegateMethod.handleOpenURL.route.deprecated == 9)
        #expect(DelegateMethod.performFetch.route.deprecated == 13)
        #expect(
            DelegateMethod.allCases.allSatisfy { $0.route.since >= 2 && ($0.route.deprecated ?? 99) > $0.route.since })
        #expect(DelegateMethod.applicationDidFinishLaunching.route.since == 2)
        #expect(DelegateMethod.didReceiveRemoteNotificationLegacy.route.since == 3)
        #expect(DelegateMethod.didReceiveRemoteNotificationLegacy.route.deprecated == 10)
        #expect(DelegateMethod.didReceiveLocalNotification.route.since == 4)
        #expect(DelegateMethod.willContinueUserActivityWithType.route.since == 8)
        #expect(DelegateMethod.didFailToContinueUserActivity.route.since == 8)
        #expect(
            DelegateMethod.didFailToContinueUserActivity.route.parameters.map(\.name) == ["userActivityType", "error"])
        #expect(DelegateMethod.sceneDidFailToContinueUserActivity.route.apps == .every)
        #expect(DelegateMethod.didFailToContinueUserActivity.route.apps == .scenelessOnly)
        #expect(DelegateMethod.userDidAcceptCloudKitShare.route.since == 10)
        #expect(DelegateMethod.protectedDataDidBecomeAvailable.route.since == 4)
        #expect(DelegateMethod.didEnterBackground.exists(on: 3) == false)
        #expect(DelegateMethod.didEnterBackground.exists(on: 4))
    }

    @Test func remoteRegistrationAnswersGoToTheAppDelegateInEveryApp() {
        let token = DelegateMethod.didRegisterForRemoteNotifications.route
        #expect(token.receiver == .appDelegate)
        #expect(token.selector == "application:didRegisterForRemoteNotificationsWithDeviceToken:")
        #expect(token.parameters == [MessageParameter("deviceToken", .string)])
        #expect(token.since == 3 && token.notifications.isEmpty && token.apps.include(.scenes))
        let failure = DelegateMethod.didFailToRegisterForRemoteNotifications.route
        #expect(failure.selector == "application:didFailToRegisterForRemoteNotificationsWithError:")
        #expect(failure.parameters == [MessageParameter("error", .record("NSError"))])
        #expect(failure.apps.include(.swiftUI))
        #expect(
            DelegateMethod(appleName: "didRegisterForRemoteNotificationsWithDeviceToken")
                == .didRegisterForRemoteNotifications)
        #expect(
            LifecycleMessage.didRegisterForRemoteNotifications(deviceToken: "ab").method
                == .didRegisterForRemoteNotifications)
        let error = SystemError(domain: "NSCocoaErrorDomain", code: 3000, localizedDescription: "x")
        guard
            case .error(let carried)? = LifecycleMessage.didFailToRegisterForRemoteNotifications(error).arguments.first
        else {
            Issue.record("the failure carries its error")
            return
        }
        #expect(carried == error)
    }

    @Test func aMessageNamesItsMethod() {
        let url = try! AppURL("todolist://item/4")
        #expect(LifecycleMessage.didEnterBackground.method == .didEnterBackground)
        #expect(LifecycleMessage.openURL(url, OpenURLOptions()).method == .openURL)
        #expect(
            LifecycleMessage.willFinishLaunching(LaunchOptions()).route.selector
                == "application:willFinishLaunchingWithOptions:")
        #expect(LifecycleMessage.shouldRestoreApplicationState.method == .shouldRestoreApplicationState)
    }
}
