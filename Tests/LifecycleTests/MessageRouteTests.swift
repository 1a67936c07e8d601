import Testing
@testable import Lifecycle

/// The routing table on its own: which delegate, which selector, which notifications,
/// which arguments, which versions.
@Suite struct MessageRouteTests {
    @Test func everySelectorIsDistinctAndLeadsBackToItsMethod() {
        let selectors = DelegateMethod.allCases.map(\.selector)
        #expect(Set(selectors).count == selectors.count)
        for method in DelegateMethod.allCases {
            #expect(DelegateMethod(selector: method.selector) == method)
            #expect(DelegateMethod(shortName: method.shortName) == method)
        }
    }

    @Test func onlyTheLifeCycleMethodsPostANotification() {
        let posting = DelegateMethod.allCases.filter { !$0.route.notifications.isEmpty }
        #expect(posting == [
            .didFinishLaunching, .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground,
            .willTerminate, .didReceiveMemoryWarning,
        ])
        #expect(DelegateMethod.didEnterBackground.route.notifications == [.didEnterBackground])
        #expect(DelegateMethod.willFinishLaunching.route.notifications.isEmpty)
        #expect(DelegateMethod.openURL.notification == nil)  // [A2]: URL methods post nothing
    }

    @Test func everyRouteGoesToTheAppDelegate() {
        #expect(DelegateMethod.allCases.allSatisfy { $0.route.receiver == .appDelegate })
    }

    @Test func argumentsAndAnswers() {
        #expect(DelegateMethod.didBecomeActive.route.parameters.isEmpty)
        #expect(DelegateMethod.didBecomeActive.route.returns == nil)
        #expect(DelegateMethod.didFinishLaunching.route.parameters.map(\.name) == ["options"])
        #expect(DelegateMethod.didFinishLaunching.route.returns == .optional(.boolean))
        #expect(DelegateMethod.openURLSourceApplication.route.parameters.map(\.name) == ["url", "sourceApplication", "annotation"])
        #expect(DelegateMethod.performFetch.route.parameters
            == [MessageParameter("completion", .handler([MessageParameter("result", .words(["newData", "noData", "failed"]))]))])
        #expect(DelegateMethod.shouldSaveApplicationState.route.returns == .boolean)
    }

    @Test func versionsFollowUIApplicationDelegate() {
        #expect(DelegateMethod.willFinishLaunching.route.since == 6)
        #expect(DelegateMethod.didEnterBackground.route.since == 4)
        #expect(DelegateMethod.openURL.route.since == 9)
        #expect(DelegateMethod.handleOpenURL.route.deprecated == 9)
        #expect(DelegateMethod.performFetch.route.deprecated == 13)
        #expect(DelegateMethod.allCases.allSatisfy { $0.route.since >= 2 && ($0.route.deprecated ?? 99) > $0.route.since })
    }

    @Test func aMessageNamesItsMethod() {
        let url = try! AppURL("todolist://item/4")
        #expect(LifecycleMessage.didEnterBackground.method == .didEnterBackground)
        #expect(LifecycleMessage.openURL(url, OpenURLOptions()).method == .openURL)
        #expect(LifecycleMessage.willFinishLaunching(LaunchOptions()).route.selector == "application:willFinishLaunchingWithOptions:")
        #expect(LifecycleMessage.shouldRestoreApplicationState.method == .shouldRestoreApplicationState)
    }
}
