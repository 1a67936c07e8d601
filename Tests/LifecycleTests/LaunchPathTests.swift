import Testing
@testable import Lifecycle

/// Launch paths and system events: activities with willContinue, CloudKit
/// shares, Open In documents and the read-only Inbox, the resume watchdog, the
/// per-process memory limit at launch, termination codes, queued system notifications,
/// protected data, and what observers receive.
@Suite struct LaunchPathTests {
    // MARK: Activities and CloudKit shares

    @Test func willContinueComesBeforeContinue() throws {  // §2.10 [E1]
        let w = World()
        w.todoLog.extra = [.willContinueUserActivityWithType, .continueUserActivity]
        let link = UserActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: "https://acme.com/list/4")
        try w.device.continueActivity(w.todo, link)
        #expect(
            w.device.callbacks(of: w.todo) == [
                .willFinishLaunching, .didFinishLaunching, .willContinueUserActivityWithType, .continueUserActivity,
                .didBecomeActive,
            ])
        #expect(w.todoLog.activityType == "NSUserActivityTypeBrowsingWeb")
    }

    /// Handoff data that never arrives: willContinue, then the failure instead of continue,
    /// cold and warm, and in a scene app through the scene delegate's twin.
    @Test func handoffThatNeverArrivesFailsAfterWillContinue() throws {
        let w = World()
        w.todoLog.extra = [.willContinueUserActivityWithType, .continueUserActivity, .didFailToContinueUserActivity]
        let lost = UserActivity(type: "com.acme.todo.editing", failsToArrive: true)
        try w.device.continueActivity(w.todo, lost)
        #expect(
            w.device.callbacks(of: w.todo) == [
                .willFinishLaunching, .didFinishLaunching, .willContinueUserActivityWithType,
                .didFailToContinueUserActivity,
                .didBecomeActive,
            ])
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.continueActivity(w.todo, lost)
        #expect(
            w.todoLog.take() == Seq.foreground + [
                "willContinueUserActivityWithType:inactive", "didFailToContinueUserActivity:inactive",
            ] + Seq.active)

        let s = SceneWorld()
        s.log.extra.formUnion([
            .sceneWillContinueUserActivity, .sceneContinueUserActivity, .sceneDidFailToContinueUserActivity,
        ])
        try s.device.tap(s.notes)
        try s.device.home()
        try s.device.continueActivity(s.notes, UserActivity(type: "com.acme.notes.editing", failsToArrive: true))
        let calls = s.device.callbacks(of: s.notes)
        #expect(calls.contains(.sceneDidFailToContinueUserActivity))
        #expect(!calls.contains(.sceneContinueUserActivity))
        #expect(
            calls.firstIndex(of: .sceneWillContinueUserActivity)! < calls.firstIndex(
                of: .sceneDidFailToContinueUserActivity)!)
    }

    @Test func cloudKitShareColdWarmAndInAScene() throws {
        let w = World()
        w.todoLog.extra = [.userDidAcceptCloudKitShare]
        try w.device.acceptCloudKitShare(w.todo, metadata: "share-1")
        #expect(w.todoLog.options == LaunchOptions(cloudKitShareMetadata: "share-1"))
        #expect(w.todoLog.take().contains("userDidAcceptCloudKitShare:inactive"))
        try w.device.home()
        _ = w.todoLog.take()
        try w.device.acceptCloudKitShare(w.todo, metadata: "share-2")
        #expect(w.todoLog.take() == Seq.foreground + ["userDidAcceptCloudKitShare:inactive"] + Seq.active)

        let s = SceneWorld()
        s.log.extra.insert(.sceneUserDidAcceptCloudKitShare)
        try s.device.acceptCloudKitShare(s.notes, metadata: "share-3")
        #expect(s.log.connections.last?.options.cloudKitShareMetadata == "share-3")
        #expect(!s.device.callbacks(of: s.notes).contains(.sceneUserDidAcceptCloudKitShare))  // cold: options only
        try s.device.home()
        try s.device.acceptCloudKitShare(s.notes, metadata: "share-4")
        #expect(
            s.device.callbacks(of: s.notes).suffix(3) == [
                .sceneWillEnterForeground, .sceneUserDidAcceptCloudKitShare, .sceneDidBecomeActive,
            ])
        #expect(s.log.shareMetadata == "share-4")
    }

    @Test func aWarmActivityInASceneAnnouncesItselfFirst() throws {
        let s = SceneWorld()
        try s.device.tap(s.notes)
        try s.device.home()
        try s.device.continueActivity(s.notes, UserActivity(type: "com.acme.edit"))
        #expect(
            s.device.callbacks(of: s.notes).suffix(4) == [
                .sceneWillEnterForeground, .sceneWillContinueUserActivity, .sceneContinueUserActivity,
                .sceneDidBecomeActive,
            ])
    }

    // MARK: Documents (§4.4, §4.5)

    static func reader(_ spec: inout AppSpec) {
        spec.documentTypes = [DocumentType(name: "PDF", contentTypes: ["com.adobe.pdf"], extensions: ["pdf"])]
    }

    @Test func openInCopiesToTheInboxWithTheSendersAnnotation() throws {
        let w = World(profile: Profile(), todoSpec: Self.reader, mailSpec: { $0.bundleID = "com.acme.mail" })
        w.todoLog.extra = [.openURL]
        try w.device.tap(w.mail)
        let url = try w.device.openDocument("Q3.pdf", in: w.todo, annotation: "from Mail")
        #expect(url.string == "file:///var/mobile/Containers/Data/Application/com.acme.todolist/Documents/Inbox/Q3.pdf")
        #expect(w.todoLog.url == url)
        #expect(
            w.todoLog.urlOptions
                == OpenURLOptions(sourceApplication: "com.acme.mail", annotation: "from Mail", openInPlace: false))
        #expect(w.todoLog.options?.annotation == "from Mail")
        #expect(w.device.state(of: w.mail) == .suspended)
    }

    @Test func opensInPlaceFromIOS9() throws {
        for (ios, inPlace) in [(8, false), (9, true)] {
            let w = World(
                profile: Profile(ios: ios),
                todoSpec: {
                    Self.reader(&$0)
                    $0.opensDocumentsInPlace = true
                })
            w.todoLog.extra = [.openURL, .openURLSourceApplication]
            let url = try w.device.openDocument("Q3.pdf", in: w.todo)
            #expect(url.string.contains("Documents/Inbox") != inPlace, "iOS \(ios)")
            #expect((w.todoLog.urlOptions?.openInPlace ?? false) == inPlace)
        }
    }

    @Test func theInboxIsReadOnly() throws {  // [S9]
        let w = World(profile: Profile(), todoSpec: Self.reader)
        var results: [Bool] = []
        w.todoLog.extra = [.openURL]
        w.todoLog.hooks[.openURL] = { app in
            let inbox = w.todoLog.url!.string
            results.append(try app.writeFile(inbox))  // refused
            results.append(try app.moveItem(from: inbox, to: "Documents/Q3.pdf"))  // out of the Inbox
            results.append(try app.writeFile("Documents/Q3.pdf"))  // now it can change
            results.append(app.fileExists(inbox))
            results.append(try app.writeFile("/etc/passwd"))  // outside the sandbox
            results.append(try app.writeFile("Documents/../../escape"))
            results.append(try app.removeItem("Documents/Q3.pdf"))
            results.append(try app.removeItem("Documents/Q3.pdf"))  // already gone
        }
        try w.device.airdrop("Q3.pdf", to: w.todo)
        #expect(results == [false, true, true, false, false, false, true, false])
        let warnings = w.device.records.filter { $0.kind == .warning }.compactMap(\.message)
        #expect(
            warnings.first == "write: Documents/Inbox/Q3.pdf is in Documents/Inbox, which is read-only to the app:"
                + " move the file out of the Inbox before changing it (NSFileWriteNoPermissionError)")
        #expect(warnings.count == 4)
    }

    // MARK: Resume watchdog (§1.4)

    @Test(arguments: [(4.0, true), (6.0, false)])
    func willEnterForegroundAndDidBecomeActiveShareOneBudget(each: Double, survives: Bool) throws {
        let w = World()
        try w.device.tap(w.todo)
        try w.device.home()
        w.todoLog.hooks[.willEnterForeground] = { app in try app.busy(each) }
        w.todoLog.hooks[.didBecomeActive] = { app in try app.busy(each) }
        try w.device.tap(w.todo)
        try w.device.advance(by: 20)
        #expect((w.device.state(of: w.todo) == .active) == survives)
        if !survives {
            let end = try #require(w.device.termination(of: w.todo))
            #expect(end.reason == .watchdog)
            #expect(end.message == "0x8badf00d: resume (willEnterForeground to didBecomeActive) took more than 10.0 s")
            #expect(end.time == .seconds(10))
        }
    }

    @Test func theLaunchIsNotAResume() throws {  // didBecomeActive after a launch keeps its own 10 s
        let w = World()
        w.todoLog.hooks[.didFinishLaunching] = { app in try app.busy(6) }
        w.todoLog.hooks[.didBecomeActive] = { app in try app.busy(6) }
        try w.device.tap(w.todo)
        #expect(w.device.state(of: w.todo) == .active)
    }

    @Test func aSceneResumeHasTheSameBudget() throws {
        let s = SceneWorld()
        try s.device.tap(s.notes)
        try s.device.home()
        s.log.hooks[.sceneWillEnterForeground] = { app in try app.busy(6) }
        s.log.hooks[.sceneDidBecomeActive] = { app in try app.busy(6) }
        try s.device.tap(s.notes)
        try s.device.advance(by: 20)
        #expect(s.device.termination(of: s.notes)?.message?.contains("resume") == true)
    }

    // MARK: Memory (§7)

    @Test func anAppOverThePerProcessLimitDiesAsItStarts() throws {
        let w = World(profile: Profile(), todoSpec: { $0.memoryMB = 3000 })
        try w.device.tap(w.todo)
        #expect(w.todoLog.take().isEmpty)  // none of its code ran
        let end = try #require(w.device.termination(of: w.todo))
        #expect(end.reason == .jetsam)
        #expect(end.code == "per-process-limit")
        #expect(end.message == "per-process-limit: 3000 MB over the 2048 MB limit")
    }

    @Test func allocateAndFree() throws {
        let w = World()
        var seen: [Int] = []
        w.todoLog.hooks[.didFinishLaunching] = { app in
            try app.allocate(300)
            seen.append(app.memoryFootprint)
            try app.free(1000)
            seen.append(app.memoryFootprint)
            try app.allocate(1500)
            try app.allocate(600)  // 2100 > 2048: killed here
            seen.append(-1)
        }
        try w.device.tap(w.todo)
        #expect(seen == [350, 0])
        #expect(w.device.termination(of: w.todo)?.code == "per-process-limit")
        #expect(
            w.device.records.contains { $0.message == "free: 1000 MB is more than the 350 MB footprint; it drops to 0" }
        )
    }

    @Test func hostileAmounts() throws {
        let w = World()
        var errors: [String] = []
        w.todoLog.hooks[.didFinishLaunching] = { app in
            for amount in [-1, Int.min, Int.max, Device.maxMegabytes + 1] {
                do { try app.allocate(amount) } catch { errors.append("\(error)") }
                do { try app.free(amount) } catch { errors.append("\(error)") }
            }
        }
        try w.device.tap(w.todo)
        #expect(errors.count == 8)
        #expect(w.device.state(of: w.todo) == .active)
        #expect(throws: EngineError.self) { try w.device.memoryPressure(.warning, needMB: -5) }
        #expect(throws: EngineError.self) { try w.device.memoryPressure(.warning, needMB: Int.max) }
        #expect(throws: EngineError.self) { try AppSpec(name: "Big", bundleID: "b", memoryMB: Int.max).validate() }
    }

    @Test func pressureWithAnAmountPurgesOnlyWhatItNeeds() throws {  // §7, §2.9
        let w = World(profile: Profile(), todoSpec: { $0.memoryMB = 300 }, mailSpec: { $0.memoryMB = 100 })
        try w.device.tap(w.todo)
        try w.device.tap(w.mail)
        try w.device.home()  // both suspended
        _ = (w.todoLog.take(), w.mailLog.take())
        try w.device.memoryPressure(.warning, needMB: 200)
        #expect(w.device.state(of: w.todo) == .notRunning)  // the largest goes first and is enough
        #expect(w.device.state(of: w.mail) == .suspended)
        #expect(w.mailLog.take().isEmpty)  // no warnings: purging was enough
    }

    @Test func pressurePurgingCannotMeetWarnsAndCriticalThenKillsTheBackground() throws {  // §7, §2.9
        let w = World(profile: Profile(), todoSpec: { $0.memoryMB = 300 }, mailSpec: { $0.memoryMB = 100 })
        w.todoLog.hooks[.didEnterBackground] = { app in _ = app.beginBackgroundTask(name: "upload") }
        try w.device.tap(w.todo)
        try w.device.tap(w.mail)  // Todo runs in the background with its task; nothing is suspended
        _ = (w.todoLog.take(), w.mailLog.take())
        try w.device.memoryPressure(.warning, needMB: 200)
        #expect(w.todoLog.take().contains("didReceiveMemoryWarning:background"))
        #expect(w.mailLog.take().contains("didReceiveMemoryWarning:active"))
        #expect(w.device.state(of: w.todo) == .background)  // a warning kills nobody running
        try w.device.memoryPressure(.critical, needMB: 200)
        #expect(w.device.state(of: w.todo) == .notRunning)
        #expect(w.device.termination(of: w.todo)?.code == "vm-pageshortage")
        #expect(w.device.state(of: w.mail) == .active)  // never the app in front
    }

    // MARK: System notifications (§2.3, §2.4)

    @Test func significantTimeChangeIsQueuedWhileSuspended() throws {
        let w = World()
        w.todoLog.extra = [.significantTimeChange]
        w.mailLog.extra = [.significantTimeChange]
        try w.device.tap(w.mail)
        try w.device.tap(w.todo)  // Mail suspended, Todo active
        _ = (w.todoLog.take(), w.mailLog.take())
        try w.device.significantTimeChange()
        try w.device.significantTimeChange()
        #expect(
            w.todoLog.take() == ["significantTimeChange:active", "N:SignificantTimeChange:active"]
                + ["significantTimeChange:active", "N:SignificantTimeChange:active"])
        #expect(w.mailLog.take().isEmpty)
        try w.device.tap(w.mail)
        // Coalesced into one, delivered once Mail runs again, after the resume.
        #expect(
            w.mailLog.take() == Seq.foreground + Seq.active + [
                "significantTimeChange:active", "N:SignificantTimeChange:active",
            ])
    }

    @Test(arguments: [false, true])
    func protectedDataAtLockWithAPasscode(passcode: Bool) throws {
        let w = try World { $0.passcode = passcode }
        w.todoLog.extra = [.protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable]
        var readable: [Bool] = []
        w.todoLog.hooks[.didEnterBackground] = { app in
            _ = app.beginBackgroundTask(name: "save")
            try app.after(1) { readable.append(app.isProtectedDataAvailable) }
        }
        try w.device.tap(w.todo)
        _ = w.todoLog.take()
        try w.device.lock()
        try w.device.advance(by: 2)
        let locked = w.todoLog.take()
        #expect(locked.contains("protectedDataWillBecomeUnavailable:background") == passcode)
        #expect(readable == [!passcode])
        try w.device.unlock()
        #expect(
            w.todoLog.take().first
                == (passcode ? "protectedDataDidBecomeAvailable:background" : "willEnterForeground:background"))
    }

    @Test func observersReceiveTheLaunchOptionsAsUserInfo() throws {  // [S8]
        let w = World(profile: Profile(), todoSpec: { $0.urlSchemes = ["todolist"] })
        var seen: [PostedNotification] = []
        w.todoLog.observeNotifications = false
        w.todoLog.hooks[.willFinishLaunching] = { app in
            _ = try app.observe(AppNotification.didFinishLaunching.rawValue) { (n: PostedNotification) in seen.append(n)
            }
            _ = try app.observe(AppNotification.didBecomeActive.rawValue) { (n: PostedNotification) in seen.append(n) }
        }
        try w.device.openURL("todolist://item/4")
        #expect(
            seen.map(\.name) == [
                "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
            ])
        #expect(seen[0].userInfo?.url == "todolist://item/4")
        #expect(seen[1].userInfo == nil)
    }

    // MARK: Termination codes

    @Test func terminationCodes() {
        func code(_ reason: TerminationReason, _ message: String? = nil) -> String? {
            Termination(reason: reason, time: .zero, message: message).code
        }
        #expect(code(.watchdog, "fetch completion handler not called within 30.0 s") == "0x8badf00d")
        #expect(code(.backgroundTaskExpiry) == "0x8badf00d")
        #expect(code(.jetsam, "vm-pageshortage: 50 MB reclaimed") == "vm-pageshortage")
        #expect(code(.crash) == "SIGABRT")
        #expect(code(.user) == nil)
        #expect(code(.jetsam) == nil)
    }

    /// The codes real kills leave are the ones `expect.terminated` accepts.
    @Test func everyKillLeavesAKnownCode() throws {
        let w = World(profile: Profile(), todoSpec: { $0.memoryMB = 300 }, mailSpec: { $0.memoryMB = 100 })
        try w.device.tap(w.todo)
        try w.device.application(w.todo).setMemoryFootprint(5000)  // per-process limit
        try w.device.tap(w.mail)
        try w.device.home()
        try w.device.memoryPressure(.warning)  // vm-pageshortage
        let codes = [w.todo, w.mail].compactMap { w.device.termination(of: $0)?.code }
        #expect(codes == ["per-process-limit", "vm-pageshortage"])
        #expect(codes.allSatisfy(Termination.codes.contains))
    }
}
