import Testing
@testable import Lifecycle

/// Facts §2.10, §4.2-4.4, C5, C8, C9: who gets a URL and what it receives.
@Suite struct URLRoutingTests {
    static let seedURL = "todolist://www.acme.com?Quarterly%20Report#200806231300"

    static func world(ios: Int = 17, _ configure: (inout Profile) throws -> Void = { _ in }) rethrows -> World {
        var profile = Profile(ios: ios)
        try configure(&profile)
        let w = World(
            profile: profile, todoSpec: { $0.urlTypes = [URLType(name: "com.acme.todolist", schemes: ["todolist"])] })
        w.todoLog.extra = [.openURL]
        return w
    }

    @Test func coldLaunchFromAnotherApp() throws {  // §2.10 not running
        let w = try Self.world()
        try w.device.tap(w.mail)
        _ = w.mailLog.take()
        try w.device.openURL(Self.seedURL)
        #expect(w.mailLog.take() == Seq.resign + Seq.background)
        #expect(
            w.todoLog.take() == [
                "willFinishLaunching:inactive", "didFinishLaunching:inactive", "N:DidFinishLaunching:inactive",
                "openURL:inactive", "didBecomeActive:active", "N:DidBecomeActive:active",
            ])
        #expect(w.todoLog.options == LaunchOptions(url: Self.seedURL, sourceApplication: "com.acme.mail"))
        #expect(w.todoLog.url?.query == "Quarterly Report")
        #expect(w.todoLog.urlOptions == OpenURLOptions(sourceApplication: "com.acme.mail", openInPlace: false))
        #expect(w.device.foregroundApp == w.todo)
        let url = w.device.records.filter { $0.kind == .url }
        #expect(url.map(\.name) == ["open"] && url[0].app == "Todo" && url[0].message == Self.seedURL)
    }

    @Test func resumeFromSuspended() throws {  // §2.10 background/suspended
        let w = try Self.world()
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 10)
        try w.device.tap(w.mail)
        _ = w.todoLog.take()
        try w.device.openURL(Self.seedURL)
        #expect(w.todoLog.take() == Seq.foreground + ["openURL:inactive"] + Seq.active)
        #expect(w.device.state(of: w.mail) == .suspended)
    }

    @Test func openFromAppCodeCompletesThenSwitches() throws {  // §4.2: no allow-list to open
        let w = try Self.world()
        var results: [Bool] = []
        w.mailLog.hooks[.didBecomeActive] = { app in
            try app.openURL(Self.seedURL) { results.append($0) }
            try app.openURL("nobody://x") { results.append($0) }
        }
        try w.device.tap(w.mail)
        #expect(results == [true, false])
        #expect(w.device.foregroundApp == w.todo)
        #expect(w.device.callbacks(of: w.todo).contains(.openURL))
        #expect(w.device.records.contains { $0.kind == .url && $0.name == "noClaimant" })
    }

    @Test func sourceApplicationWithheldForAnotherTeam() throws {  // §4.4
        let w = try Self.world()
        try w.device.tap(w.device.systemApp(.safari))
        try w.device.openURL(Self.seedURL)
        #expect(w.todoLog.urlOptions?.sourceApplication == nil)
        let old = try Self.world(ios: 12)
        try old.device.tap(old.device.systemApp(.safari))
        try old.device.openURL(Self.seedURL)
        #expect(old.todoLog.urlOptions?.sourceApplication == "com.apple.mobilesafari")
    }

    @Test func noClaimantNothingHappens() throws {
        let w = try Self.world()
        try w.device.tap(w.mail)
        _ = w.mailLog.take()
        #expect(try w.device.openURL("nobody://x") == false)
        #expect(w.mailLog.take().isEmpty)
        #expect(w.device.records.last?.name == "noClaimant")
    }

    @Test func systemAppsOpenTheirSchemes() throws {
        let w = try Self.world()
        try w.device.tap(w.todo)
        try w.device.openURL("mailto:someone@example.com")
        let mail = w.device.systemApp(.mail)
        #expect(w.device.foregroundApp == mail)
        #expect(w.device.name(of: mail) == "Mail" && mail != w.mail)
        #expect(
            w.device.callbacks(of: mail) == [.willFinishLaunching, .didFinishLaunching, .openURL, .didBecomeActive])
        for (url, app) in [
            ("https://apple.com", SystemApp.safari), ("tel:1", .phone), ("sms:1", .messages), ("facetime:a", .faceTime),
            ("maps:?q=x", .maps),
        ] {
            try w.device.openURL(url)
            #expect(w.device.foregroundApp == w.device.systemApp(app))
        }
        #expect(!w.device.installedApps.contains(mail))
    }

    // MARK: C5 veto

    @Test(arguments: [
        (VetoRule.either, (true, false), true), (.either, (false, true), true), (.either, (false, false), true),
        (.either, (true, true), false), (.both, (true, false), false), (.both, (false, false), true),
    ])
    func launchVeto(rule: VetoRule, answers: (Bool, Bool), vetoed: Bool) throws {
        let w = Self.world { $0.vetoRule = rule }
        w.todoLog.launchAnswer = answers
        try w.device.openURL(Self.seedURL)
        #expect(w.device.callbacks(of: w.todo).contains(.openURL) == !vetoed)
        #expect(w.device.state(of: w.todo) == .active)
        #expect(w.device.records.contains { $0.kind == .url && $0.name == "veto" } == vetoed)
    }

    @Test func onlyImplementedLaunchMethodsCount() throws {  // [S7]: "only its value counts"
        let w = Self.world { $0.vetoRule = .both }
        w.todoLog.missing = [.willFinishLaunching]
        w.todoLog.launchAnswer = (true, false)
        try w.device.openURL(Self.seedURL)
        #expect(!w.device.callbacks(of: w.todo).contains(.openURL))
    }

    // MARK: §4.3 which method

    @Test(arguments: [
        (17, [DelegateMethod.openURL, .openURLSourceApplication, .handleOpenURL], DelegateMethod.openURL),
        (17, [.openURLSourceApplication, .handleOpenURL], .openURLSourceApplication),
        (17, [.handleOpenURL], .handleOpenURL),
        (8, [.openURL, .openURLSourceApplication, .handleOpenURL], .openURLSourceApplication),
        (8, [.openURL, .handleOpenURL], .handleOpenURL),
        (4, [.openURL, .openURLSourceApplication, .handleOpenURL], .handleOpenURL),
    ])
    func urlMethodByProfileAndImplementation(ios: Int, implemented: [DelegateMethod], expected: DelegateMethod) throws {
        let w = try Self.world(ios: ios)
        w.todoLog.extra = Set(implemented)
        try w.device.openURL(Self.seedURL)
        let urlCalls = w.device.callbacks(of: w.todo).filter {
            [.openURL, .openURLSourceApplication, .handleOpenURL].contains($0)
        }
        #expect(urlCalls == [expected])
        #expect(w.todoLog.url?.host == "www.acme.com")
    }

    @Test func noURLMethodIsTracedAsNotImplemented() throws {
        let w = try Self.world()
        w.todoLog.extra = []
        try w.device.openURL(Self.seedURL)
        let r = w.device.records.first { $0.kind == .callback && $0.name == "application:openURL:options:" }
        #expect(r?.field("implemented") == .bool(false))
        #expect(!w.device.notifications(of: w.todo).contains { $0.contains("URL") })
    }

    // MARK: C9 duplicates

    @Test(arguments: [(DuplicateSchemes.nothing, nil as String?), (.firstInstalled, "Todo"), (.lastInstalled, "Mail")])
    func duplicateSchemes(rule: DuplicateSchemes, winner: String?) throws {
        var profile = Profile()
        profile.duplicateSchemes = rule
        let w = World(
            profile: profile, todoSpec: { $0.urlSchemes = ["todolist"] }, mailSpec: { $0.urlSchemes = ["TodoList"] })
        let opened = try w.device.openURL(Self.seedURL)
        #expect(opened == (winner != nil))
        #expect(w.device.foregroundApp.map(w.device.name(of:)) == winner)
        #expect(w.device.records.contains { $0.kind == .url && $0.name == "duplicateScheme" })
        #expect(w.device.records.contains { $0.kind == .warning } == (rule == .nothing))
    }

    // MARK: C8 canOpenURL

    @Test(arguments: [(8, false, true), (9, false, false), (9, true, true), (17, false, false), (17, true, true)])
    func canOpenURLAllowList(ios: Int, declared: Bool, expected: Bool) throws {
        let w = World(
            profile: Profile(ios: ios), todoSpec: { $0.urlSchemes = ["todolist"] },
            mailSpec: { $0.queriesSchemes = declared ? ["todolist"] : [] })
        try w.device.tap(w.mail)
        #expect(w.device.application(w.mail).canOpenURL("todolist://x") == expected)
        #expect(w.device.application(w.mail).canOpenURL("nobody://x") == false)
        #expect(
            w.device.records.contains {
                $0.kind == .warning && ($0.message ?? "").contains("not allowed to query for scheme todolist")
            } == (ios >= 9 && !declared))
    }

    @Test func fiftyEntryLimitOnIOS15() throws {
        let many = (1...50).map { "s\($0)" } + ["todolist"]
        let w = World(
            profile: Profile(ios: 15), todoSpec: { $0.urlSchemes = ["todolist"] },
            mailSpec: { $0.queriesSchemes = many })
        #expect(w.device.application(w.mail).canOpenURL("todolist://x") == false)
        let w14 = World(
            profile: Profile(ios: 14), todoSpec: { $0.urlSchemes = ["todolist"] },
            mailSpec: { $0.queriesSchemes = many })
        #expect(w14.device.application(w14.mail).canOpenURL("todolist://x") == true)
    }

    @Test func legacyBinaryFiftyDistinctSchemes() throws {
        var profile = Profile(ios: 9)
        profile.canOpenURLRule = .legacyFifty
        let w = World(profile: profile, todoSpec: { $0.urlSchemes = ["todolist"] })
        let app = w.device.application(w.mail)
        for i in 1...50 { _ = app.canOpenURL("s\(i)://") }
        #expect(app.canOpenURL("s1://") == false)  // already counted, nobody claims it
        #expect(app.canOpenURL("todolist://x") == false)  // the 51st distinct scheme
    }

    @Test func canOpenURLRejectsMalformedText() throws {
        let w = try Self.world()
        #expect(w.device.application(w.mail).canOpenURL("not a url") == false)
        #expect(w.device.records.last?.kind == .warning)
    }
}

/// `open(_:options:completionHandler:)` as Swift spells it (iOS 10): the iOS 10 method on
/// every profile, so before it an unrecognized selector even without a completion.
@Suite struct OpenURLSwiftSpellingTests {
    @Test func openCompletesThenSwitchesFromIOS10() throws {
        let w = try URLRoutingTests.world()
        var results: [Bool] = []
        w.mailLog.hooks[.didBecomeActive] = { app in
            try app.open(URLRoutingTests.seedURL) { results.append($0) }
        }
        try w.device.tap(w.mail)
        #expect(results == [true])
        #expect(w.device.foregroundApp == w.todo)
        #expect(w.device.callbacks(of: w.todo).contains(.openURL))
    }

    @Test func openBeforeIOS10IsAnUnrecognizedSelector() throws {
        let w = World(ios: 9)
        w.mailLog.hooks[.didBecomeActive] = { app in try app.open("todolist://x") }
        try w.device.tap(w.mail)
        let crash = try #require(w.device.records.first { $0.kind == .crash })
        #expect(
            crash.message
                == "-[UIApplication openURL:options:completionHandler:]: unrecognized selector sent to instance"
                + " (openURL:options:completionHandler: appeared in iOS 10; this device runs iOS 9)")
        #expect(w.device.termination(of: w.mail)?.reason == .crash)
    }
}
