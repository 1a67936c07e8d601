import Testing
@testable import Exploration
@testable import Lifecycle

/// A world of Swift delegates that exploration drives (no Lua): each test plants its
/// bug in the Todo delegate's hooks.
final class SwiftSubject: ExplorationSubject {
    let world: World
    var device: Device { world.device }
    var invariants: [(String, () -> String?)] = []

    /// `windows`: an iPad on which Todo is a scene app with several windows; `screen`: Todo's `ui`.
    init(
        profile: Profile = Profile(ios: 17), windows: Bool = false, screen: [UIEntry] = [],
        plant: (RecordingDelegate, AppID, Device) -> Void = { _, _, _ in }
    ) {
        var profile = profile
        if windows { profile.idiom = .ipad }
        world = World(
            profile: profile,
            todoSpec: { spec in
                spec.urlSchemes = ["todolist"]
                spec.backgroundModes = ["fetch", "remote-notification"]
                if windows {
                    spec.lifeCycle = .scenes
                    spec.multipleWindows = true
                }
            })
        world.todoLog.observeNotifications = false
        world.mailLog.observeNotifications = false
        world.todoLog.screen = screen
        plant(world.todoLog, world.todo, world.device)
    }

    func perform(_ action: DeviceAction) throws { try device.perform(action) }

    func brokenInvariants() throws -> [InvariantViolation] {
        invariants.compactMap { name, check in check().map { InvariantViolation(name: name, message: $0) } }
    }
}

@Suite("Exploration")
struct ExplorationTests {
    // MARK: Generation

    /// At every step of several walks, each candidate is possible exactly when performing
    /// it (on a fresh world brought to the same state) does not refuse it.
    @Test(
        arguments: [(1, false), (2, false), (3, false), (4, true), (5, true), (6, false), (7, true)] as [(UInt64, Bool)]
    )
    func onlyPossibleActionsAreGenerated(seed: UInt64, windows: Bool) throws {
        // Walks 6 and 7 give Todo a screen of its own (its ui).
        let screen =
            seed > 5 ? [UIEntry(name: "type", values: [.string("a"), .integer(2)]), UIEntry(name: "clear")] : []
        let walk = ExplorationRunner.walk(
            SwiftSubject(windows: windows, screen: screen), depth: 14, seed: seed, builtins: [])
        #expect(walk.failure == nil)
        for k in 0...walk.steps.count {
            let probe = SwiftSubject(windows: windows, screen: screen)
            for step in walk.steps.prefix(k) { try probe.perform(step) }
            let space = ActionSpace(device: probe.device)
            let possible = probe.device.possibleActions(in: space)
            for candidate in space.candidates(on: probe.device) {
                let fresh = SwiftSubject(windows: windows, screen: screen)
                for step in walk.steps.prefix(k) { try fresh.perform(step) }
                var refused = false
                do { try fresh.perform(candidate) } catch is EngineError { refused = true }
                #expect(
                    refused == !possible.contains(candidate),
                    "after \(walk.steps.prefix(k).map { $0.words { "\($0)" } }): \(candidate) refused=\(refused)")
            }
        }
    }

    @Test func spaceFollowsTheDeclarationsAndTheProfile() {
        let subject = SwiftSubject()
        let space = ActionSpace(device: subject.device)
        #expect(space.urls == ["todolist://explore"])
        #expect(space.waits == [1, 11, 26, 31, 600])
        #expect(ActionSpace.waits(for: Profile(ios: 12)) == [1, 11, 31, 176, 181, 600])
        let candidates = space.candidates(on: subject.device)
        #expect(candidates.contains(.silentPush(subject.world.todo)))
        #expect(!candidates.contains(.silentPush(subject.world.mail)), "Mail has no remote-notification mode")
        // On a fresh device nothing is in front: only taps, panels, system events and waits.
        let possible = subject.device.possibleActions(in: space)
        #expect(possible.contains(.tap(subject.world.todo)))
        #expect(
            !possible.contains(.unlock) && !possible.contains(.dismiss)
                && !possible.contains(.switchTo(subject.world.todo)))
    }

    @Test func sceneActionsOnAnIPad() throws {
        let subject = SwiftSubject(windows: true)
        let todo = subject.world.todo
        let space = ActionSpace(device: subject.device)
        #expect(subject.device.possibleActions(in: space).contains(.openWindow(todo)))
        try subject.perform(.openWindow(todo))
        try subject.perform(.openWindow(todo))
        let scenes = subject.device.scenes(of: todo)
        #expect(scenes.count == 2)
        let possible = subject.device.possibleActions(in: space)
        #expect(possible.contains(.focus(scenes[0])) && possible.contains(.closeWindow(scenes[1])))
        #expect(!possible.contains(.killScene(scenes[0])), "the switcher is not open")
        #expect(!possible.contains(.disconnectScene(scenes[0])), "only a background scene can be disconnected")
        #expect(!possible.contains(.openWindow(subject.world.mail)), "Mail is sceneless")
        #expect(DeviceAction.closeWindow(scenes[1]).words { _ in "Todo" } == "close Todo#2")
    }

    @Test func sameSeedSameWalk() {
        let a = ExplorationRunner.walk(SwiftSubject(), depth: 20, seed: 9)
        let b = ExplorationRunner.walk(SwiftSubject(), depth: 20, seed: 9)
        let c = ExplorationRunner.walk(SwiftSubject(), depth: 20, seed: 10)
        #expect(a.steps == b.steps)
        #expect(a.steps != c.steps)
        #expect(SeededRandom.derive(0, 1) != SeededRandom.derive(0, 2))
    }

    // MARK: Built-in invariants

    @Test func crashBreaksNoCrash() {
        let subject = SwiftSubject { log, _, _ in
            log.hooks[.didEnterBackground] = { _ in throw CallbackFailure(message: "boom", location: "todo.lua:3") }
        }
        let record = ExplorationRunner.replay(subject, [.tap(subject.world.todo), .home, .advance(1)])
        #expect(
            record.failure
                == .violation(
                    InvariantViolation(
                        name: "no crash", message: "Todo crashed at 0.000 s: boom", app: "Todo", location: "todo.lua:3"),
                    step: 2))
        #expect(record.steps.count == 2, "the run stops at the failing step")
    }

    @Test func hangBreaksNoWatchdogKill() {
        let subject = SwiftSubject { log, _, _ in log.hooks[.didBecomeActive] = { app in try app.busy(25) } }
        let record = ExplorationRunner.replay(subject, [.tap(subject.world.todo), .advance(31)])
        #expect(record.failure?.violation?.name == "no watchdog kill")
        #expect(record.failure?.step == 2)
    }

    @Test func openTaskBreaksNoTaskKilledAtExpiry() {
        let subject = SwiftSubject { log, _, _ in
            log.hooks[.didEnterBackground] = { app in _ = app.beginBackgroundTask(name: "upload") }
        }
        let record = ExplorationRunner.replay(subject, [.tap(subject.world.todo), .home, .advance(26), .advance(31)])
        #expect(record.failure?.violation?.name == "no background task killed at expiry")
        #expect(
            record.failure?.violation?.message
                == "Todo was killed at 30.000 s with a background task still open when its background time ran out")
        #expect(record.failure?.step == 4)
    }

    @Test func misuseBreaksNoMisuseWarning() {
        let subject = SwiftSubject { log, _, _ in
            log.hooks[.willResignActive] = { app in app.endBackgroundTask(BackgroundTaskID(rawValue: 42)) }
        }
        let record = ExplorationRunner.replay(subject, [.tap(subject.world.todo), .lock])
        #expect(record.failure?.violation?.name == "no misuse warning")
        #expect(record.failure?.violation?.message.contains("endBackgroundTask") == true)
    }

    /// Deprecation and version advice are warnings with a `category`: not misuse. On iOS 18
    /// a sceneless app gets the scene-adoption notice, and setMinimumBackgroundFetchInterval
    /// is deprecated since iOS 13.
    @Test func adviceIsNotMisuse() throws {
        let subject = SwiftSubject(profile: Profile(ios: 18)) { log, _, _ in
            log.hooks[.didBecomeActive] = { app in try app.setMinimumBackgroundFetchInterval(.minimum) }
        }
        let record = ExplorationRunner.replay(subject, [.tap(subject.world.todo), .lock])
        #expect(record.failure == nil)
        let advice = subject.device.records.filter { $0.kind == .warning }
        #expect(advice.map { $0.field("category") } == [.string("version"), .string("deprecated")])
        #expect(advice.last?.message?.contains("setMinimumBackgroundFetchInterval: is deprecated since iOS 13") == true)
    }

    @Test func healthyDeviceBreaksNothingAndBuiltinsCanBeChosen() {
        let subject = SwiftSubject { log, _, _ in
            log.hooks[.didEnterBackground] = { _ in throw CallbackFailure(message: "boom") }
        }
        var checker = BuiltinInvariants()
        #expect(checker.violations(on: subject.device).isEmpty)
        let record = ExplorationRunner.replay(subject, [.tap(subject.world.todo), .home], builtins: [.engine])
        #expect(record.failure == nil, "with only the engine's invariants a crash is allowed")
    }

    @Test func authorsInvariantIsCheckedAfterEveryStep() {
        let subject = SwiftSubject()
        let device = subject.device
        let todo = subject.world.todo
        subject.invariants = [("Todo never suspended", { device.state(of: todo) == .suspended ? "suspended" : nil })]
        let record = ExplorationRunner.replay(subject, [.tap(todo), .home, .tap(todo)])
        #expect(
            record.failure
                == .violation(InvariantViolation(name: "Todo never suspended", message: "suspended"), step: 2))
    }

    @Test func infeasibleReplayIsMarked() {
        let record = ExplorationRunner.replay(SwiftSubject(), [.unlock])
        #expect(!record.feasible)
        #expect(record.steps.isEmpty)
    }
}
