import Testing
@testable import Exploration
@testable import Lifecycle

@Suite("Shrinking and coverage")
struct ShrinkAndCoverageTests {
    /// The planted bug: Todo crashes on a memory warning that arrives while it runs in the
    /// background (it holds a task for 20 s after didEnterBackground). The known minimal
    /// sequences are three steps: launch it, send it to the background, warn.
    static func plant(_ log: RecordingDelegate, _ todo: AppID, _ device: Device) {
        log.hooks[.didEnterBackground] = { app in
            var id = BackgroundTaskID.invalid
            id = app.beginBackgroundTask(name: "sync")
            try app.after(20) { app.endBackgroundTask(id) }
        }
        log.hooks[.didReceiveMemoryWarning] = { app in
            if app.state == .background { throw CallbackFailure(message: "cache purged while syncing") }
        }
    }

    @Test func plantedBugShrinksToItsMinimalSequence() throws {
        // Find it with random walks, as explore does.
        var found: RunRecord?
        for index in 1...400 where found == nil {
            let record = ExplorationRunner.walk(
                SwiftSubject(plant: Self.plant), depth: 20, seed: SeededRandom.derive(0, index))
            if record.failure != nil { found = record }
        }
        let record = try #require(found)
        #expect(record.failure?.violation?.name == "no crash")

        let probe = SwiftSubject(plant: Self.plant)
        let todo = probe.world.todo
        let shrinker = Shrinker(waits: ActionSpace(device: probe.device).waits, apps: probe.device.installedApps)
        let result = shrinker.shrink(record.steps, record.failure!) { candidate in
            ExplorationRunner.replay(SwiftSubject(plant: Self.plant), candidate)
        }
        // Minimal: the app gets to the background in one step (a background launch) or two
        // (launched, then left), then the memory warning.
        let start = result.steps.dropLast()
        #expect(
            start == [.silentPush(todo)]
                || (start.first == .tap(todo) && start.count == 2 && [.home, .lock].contains(start.last!)),
            "shrunk to \(result.steps)")
        #expect(result.steps.last == .memoryWarning)
        #expect(result.failure.violation?.name == "no crash")
        #expect(result.failure.step == result.steps.count)
        // Deterministic: the same input shrinks the same way.
        let again = shrinker.shrink(record.steps, record.failure!) {
            ExplorationRunner.replay(SwiftSubject(plant: Self.plant), $0)
        }
        #expect(again.steps == result.steps)
        #expect(again.attempts == result.attempts)
    }

    /// A bug only the app's own screen reaches: what the user types is saved by nothing, so
    /// a typed word and then a suspension break the invariant. Walks find it through `ui`
    /// candidates (listed only while Todo is on screen), and it shrinks to three steps.
    @Test func aBugOnlyTheScreenReachesIsFoundAndShrunk() throws {
        final class Draft { var unsaved = false }
        func subject() -> SwiftSubject {
            let draft = Draft()
            let subject = SwiftSubject(screen: [UIEntry(name: "type", values: [.string("a"), .string("b")])]) {
                log, _, _ in log.uiHooks["type"] = { _, _ in draft.unsaved = true }
            }
            let (device, todo) = (subject.device, subject.world.todo)
            subject.invariants = [
                ("typing is saved", { device.state(of: todo) == .suspended && draft.unsaved ? "unsaved typing" : nil })
            ]
            return subject
        }
        var found: RunRecord?
        for index in 1...200 where found == nil {
            let record = ExplorationRunner.walk(subject(), depth: 20, seed: SeededRandom.derive(0, index))
            if record.failure != nil { found = record }
        }
        let record = try #require(found)
        #expect(record.steps.contains { $0.kind == .ui })
        let probe = subject()
        let todo = probe.world.todo
        let result = Shrinker(waits: ActionSpace(device: probe.device).waits, apps: probe.device.installedApps)
            .shrink(record.steps, record.failure!) { ExplorationRunner.replay(subject(), $0) }
        #expect(result.failure.violation?.name == "typing is saved")
        #expect(result.steps.count == 3, "shrunk to \(result.steps)")
        #expect(result.steps.first == .tap(todo))
        #expect(result.steps[1].kind == .ui)
    }

    @Test func theScreenIsListedOnlyForAppsOnScreen() throws {
        let subject = SwiftSubject(screen: [
            UIEntry(name: "type", values: [.integer(1), .boolean(true)]), UIEntry(name: "clear"),
        ])
        let (device, todo) = (subject.device, subject.world.todo)
        let space = ActionSpace(device: device)
        #expect(!space.candidates(on: device).contains { $0.kind == .ui })
        try device.tap(todo)
        let screen = space.candidates(on: device).filter { $0.kind == .ui }
        #expect(
            screen == [
                .ui(UIAction(.app(todo), "type", [.integer(1)])), .ui(UIAction(.app(todo), "type", [.boolean(true)])),
                .ui(UIAction(.app(todo), "clear")),
            ])
        #expect(screen.allSatisfy(device.isPossible))
        try device.notificationCenter()
        #expect(device.possibleActions(in: space).allSatisfy { $0.kind != .ui }, "covered: listed, not possible")
    }

    @Test func shrinkingAWindowsTouchTriesTheApp() {
        let probe = SwiftSubject()
        let (todo, mail) = (probe.world.todo, probe.world.mail)
        let shrinker = Shrinker(waits: [1], apps: [todo, mail])
        let scene = SceneID(app: mail, number: 2)
        #expect(
            shrinker.simpler(.ui(UIAction(.scene(scene), "save", [.string("x")])))
                == [.ui(UIAction(.app(mail), "save", [.string("x")]))])
        #expect(shrinker.simpler(.ui(UIAction(.app(mail), "save"))) == [.ui(UIAction(.app(todo), "save"))])
        #expect(shrinker.simpler(.ui(UIAction(.app(todo), "save"))) == [])
    }

    @Test func shrinkingShortensAndMergesWaits() {
        let plantTask: (RecordingDelegate, AppID, Device) -> Void = { log, _, _ in
            log.hooks[.didEnterBackground] = { app in _ = app.beginBackgroundTask(name: "upload") }
        }
        let probe = SwiftSubject(plant: plantTask)
        let todo = probe.world.todo
        let steps: [DeviceAction] = [.tap(todo), .memoryWarning, .home, .advance(1), .advance(600), .advance(1)]
        let record = ExplorationRunner.replay(SwiftSubject(plant: plantTask), steps)
        #expect(record.failure?.step == 5)
        let result = Shrinker(waits: [1, 26, 31, 600]).shrink(record.steps, record.failure!) {
            ExplorationRunner.replay(SwiftSubject(plant: plantTask), $0)
        }
        #expect(result.steps == [.tap(todo), .home, .advance(31)])
    }

    @Test func errorsAreNotShrunk() {
        let result = Shrinker(waits: [1]).shrink([.home, .lock], .error("boom", step: 2)) { _ in
            Issue.record("no replay expected")
            return RunRecord(steps: [], failure: nil, coverage: ExplorationCoverage(apps: []))
        }
        #expect(result.steps == [.home, .lock])
        #expect(result.attempts == 0)
    }

    @Test func simplerVariants() {
        let probe = SwiftSubject()
        let (todo, mail) = (probe.world.todo, probe.world.mail)
        let shrinker = Shrinker(waits: [1, 26, 31], apps: [todo, mail])
        #expect(shrinker.simpler(.advance(31)) == [.advance(1), .advance(26)])
        #expect(shrinker.simpler(.tap(mail)) == [.tap(todo)])
        #expect(shrinker.simpler(.tap(todo)) == [])
        #expect(
            shrinker.simpler(.memoryPressure(.critical, needMB: nil)) == [
                .memoryWarning, .memoryPressure(.warning, needMB: nil),
            ])
        #expect(shrinker.simpler(.tapNotification(mail)) == [.tap(mail), .tapNotification(todo)])
        #expect(
            shrinker.simpler(.incomingCall(answer: true, after: 2, duration: 30)) == [
                .incomingCall(answer: false, after: 1, duration: 0),
                .incomingCall(answer: true, after: 1, duration: 30),
                .incomingCall(answer: true, after: 2, duration: 1),
            ])
    }

    /// Coverage of a small known model: Todo launched, sent home (suspended), reopened.
    @Test func coverageCountsOfAKnownSequence() {
        let subject = SwiftSubject()
        let todo = subject.world.todo
        let record = ExplorationRunner.replay(subject, [.tap(todo), .home, .tap(todo)], builtins: [])
        let app = record.coverage.apps[0]
        #expect(record.coverage.apps.map(\.name) == ["Todo", "Mail"])
        #expect(record.coverage.runs == 1 && record.coverage.steps == 3)
        typealias T = ExplorationCoverage.Transition
        #expect(
            app.transitions == [
                T(from: .notRunning, to: .inactive): 1, T(from: .inactive, to: .active): 2,
                T(from: .active, to: .inactive): 1, T(from: .inactive, to: .background): 1,
                T(from: .background, to: .suspended): 1, T(from: .suspended, to: .inactive): 1,
            ])
        #expect(app.states == [.notRunning: 1, .inactive: 3, .active: 2, .background: 1, .suspended: 1])
        #expect(app.coveredLegalTransitions == 6)
        #expect(
            app.untakenTransitions.map { "\($0.from)->\($0.to)" } == [
                "notRunning->background", "inactive->notRunning", "active->notRunning", "background->notRunning",
                "background->inactive", "suspended->notRunning", "suspended->background",
            ])
        #expect(
            app.callbacks == [
                .willFinishLaunching: 1, .didFinishLaunching: 1, .didBecomeActive: 2,
                .willResignActive: 1, .didEnterBackground: 1, .willEnterForeground: 1,
            ])
        #expect(app.unreachedCallbacks == [.willTerminate, .didReceiveMemoryWarning])
        #expect(record.coverage.apps[1].reachedStates == [.notRunning])
        var merged = record.coverage
        merged.merge(record.coverage)
        #expect(merged.apps[0].transitions[T(from: .inactive, to: .active)] == 4)
        #expect(merged.runs == 2)
    }

    /// The explorer's plan: breadth-first takes half the runs, shortest first; walks the rest.
    @Test func explorerPlansAndStopsAtTheFirstFailure() {
        var settings = ExplorationSettings()
        settings.runs = 40
        settings.depth = 5
        var jobs: [RunJob] = []
        let result = Explorer(settings: settings, coverage: ExplorationCoverage(device: SwiftSubject().device)).explore
        { batch in
            jobs += batch
            return batch.map { ExplorationRunner.run($0, on: SwiftSubject(), depth: 5) }
        }
        #expect(result.breadthFirstRuns == 20 && result.walks == 20 && result.stop == .budget)
        #expect(jobs.first == .sequence([], listNext: true))
        #expect(result.coverage.runs == 40)

        settings.strategy = .random
        let failing = Explorer(settings: settings, coverage: ExplorationCoverage(apps: [])).explore { batch in
            batch.enumerated().map { i, _ in
                i >= 7
                    ? nil
                    : RunRecord(
                        steps: [.home], failure: i == 6 ? .error("x", step: 1) : nil,
                        coverage: ExplorationCoverage(apps: []))
            }
        }
        #expect(failing.walks == 7 && failing.stop == .failure)
        #expect(failing.found?.origin == "random walk 7")
    }
}

extension ShrinkAndCoverageTests {
    /// Scene coverage on an iPad: two windows opened, the second closed.
    @Test func sceneCoverageCountsScenesApart() throws {
        let subject = SwiftSubject(windows: true)
        let todo = subject.world.todo
        try subject.perform(.openWindow(todo))
        try subject.perform(.openWindow(todo))
        try subject.perform(.closeWindow(subject.device.scenes(of: todo)[1]))
        var coverage = ExplorationCoverage(device: subject.device)
        coverage.add(subject.device.records, steps: 3)
        let scenes = try #require(coverage.apps[0].scenes)
        typealias T = SceneCoverage.Transition
        #expect(scenes.transitions[T(from: .unattached, to: .foregroundInactive)] == 2)
        #expect(scenes.transitions[T(from: .background, to: .unattached)] == 1, "the closed window disconnects")
        #expect(scenes.reachedStates == SceneActivationState.allCases)
        #expect(scenes.untakenTransitions.contains(T(from: .unattached, to: .background)))
        #expect(coverage.apps[1].scenes == nil, "Mail is sceneless")
        #expect(
            !coverage.apps[0].transitions.keys.contains { $0.from == .background && $0.to == .notRunning },
            "scene records do not count as app transitions")
    }
}

extension ShrinkAndCoverageTests {
    /// A scene app's scene-delegate callbacks count against what it implements (willConnect
    /// runs at every launch), and what UIKit never does to it is n/a, not a gap: the launch
    /// straight into inactive, and app-delegate UI methods a scene app never receives.
    @Test func sceneAppCallbacksCountAndImpossibleItemsAreNotApplicable() throws {
        let subject = SwiftSubject(windows: true)
        subject.world.todoLog.extra = RecordingDelegate.scenes
        let todo = subject.world.todo
        try subject.perform(.tap(todo))
        try subject.perform(.home)
        var coverage = ExplorationCoverage(device: subject.device)
        coverage.add(subject.device.records, steps: 2)
        let app = coverage.apps[0]
        #expect(app.callbacks[.sceneWillConnect] == 1)
        #expect(app.callbacks[.sceneDidEnterBackground] == 1)
        #expect(!app.unreachedCallbacks.contains(.sceneWillConnect))
        typealias T = ExplorationCoverage.Transition
        #expect(app.notApplicable.transitions == [T(from: .notRunning, to: .inactive)])
        #expect(!app.untakenTransitions.contains(T(from: .notRunning, to: .inactive)))
        #expect(app.possibleTransitions.count == T.legal.count - 1)
        #expect(app.notApplicable.callbacks.contains(.didBecomeActive), "a scene app's scene delegate gets it")
        #expect(!app.unreachedCallbacks.contains(.didBecomeActive))
        #expect(app.notApplicable.reason(.didBecomeActive) == "not in a scene app")
        #expect(coverage.apps[1].notApplicable.isEmpty, "Mail is a sceneless app on iOS 17: everything is possible")
    }

    /// Without multitasking (iPhone OS 3) no app enters the background: those states and
    /// transitions, and methods iOS 3 lacks, are n/a.
    @Test func withoutMultitaskingTheBackgroundIsNotApplicable() throws {
        let subject = SwiftSubject(profile: Profile(ios: 3))
        let todo = subject.world.todo
        try subject.perform(.tap(todo))
        try subject.perform(.home)
        var coverage = ExplorationCoverage(device: subject.device)
        coverage.add(subject.device.records, steps: 2)
        let app = coverage.apps[0]
        #expect(app.notApplicable.states == [.background, .suspended])
        #expect(app.possibleStates == [.notRunning, .inactive, .active])
        #expect(
            app.possibleTransitions.map { "\($0.from)->\($0.to)" } == [
                "notRunning->inactive", "inactive->notRunning", "inactive->active", "active->notRunning",
                "active->inactive",
            ])
        #expect(app.notApplicable.callbacks.contains(.didEnterBackground))
        #expect(app.notApplicable.reason(.didEnterBackground) == "iOS 4+")
        #expect(app.unreachedCallbacks.allSatisfy { $0.exists(on: 3) })
    }
}
