import Testing
@testable import Lifecycle

/// Random walks of user and system actions over apps whose code misbehaves at random:
/// it opens URLs into the other app (also while the device is locked), begins background
/// tasks it may never end, hangs, crashes, leaves completion handlers uncalled and calls
/// device actions from inside its callbacks. On every iOS version, for sceneless and scene
/// apps, the engine must stay consistent after every step, never refuse an action its own
/// precondition allowed, and refuse every re-entrant call. Bounded: a fixed number of
/// seeded walks, so the test's cost does not depend on the machine.
@Suite struct EngineFuzzTests {
    static let stepsPerWalk = 120

    @Test(arguments: Array(Profile.supportedVersions))
    func everyStepKeepsTheEngineConsistent(ios: Int) throws {
        for seed in 1...4 {
            let world = FuzzWorld(
                ios: ios, seed: UInt64(ios * 100 + seed), sceneApp: ios >= 13 && seed % 2 == 0, iPad: seed == 4)
            var random = FuzzRandom(world.seed)
            let run = world.run { device, todo, mail in
                random.pick(Self.candidates(device, todo, mail).filter { device.refusal(of: $0) == nil })
            }
            #expect(run.steps.count == Self.stepsPerWalk || run.failure != nil, "iOS \(ios) seed \(world.seed): stuck")
            #expect(run.callbacks >= 20, "iOS \(ios) seed \(world.seed): the app code hardly ran")
            if let failure = run.failure {
                let shortest = world.shrink(run.steps)
                Issue.record("iOS \(ios) seed \(world.seed): \(failure.problem) after \(failure.words)")
                Issue.record("shrunk: \(shortest.failure?.problem ?? "?") after \(shortest.failure?.words ?? [])")
            }
        }
    }

    /// A scene frozen in willConnect is unattached until the watchdog ends its process:
    /// that is the app's hang, not a broken engine (explore blames the watchdog).
    @Test func aSceneHungInWillConnectKeepsTheInvariants() throws {
        final class Hangs: AppDelegate {
            func implements(_ method: DelegateMethod) -> Bool { method == .sceneWillConnect }
            func receive(_ message: LifecycleMessage, _ application: Application) throws -> MessageReply {
                try application.busy(30)
                return .none
            }
        }
        let device = Device(profile: Profile(ios: 17))
        var spec = AppSpec(name: "Notes", bundleID: "com.acme.notes", delegate: Hangs())
        spec.lifeCycle = .scenes
        let notes = try device.install(validating: spec)
        try device.tap(notes)
        #expect(device.apps[notes].process?.clock.hung == true)
        #expect(device.invariantViolations().isEmpty)
        try device.advance(by: 40)
        #expect(device.state(of: notes) == .notRunning)
        #expect(
            device.records.contains { (r: TraceRecord) in
                r.kind == .termination && r.message?.contains("0x8badf00d") == true
            })
    }

    static func candidates(_ device: Device, _ todo: AppID, _ mail: AppID) -> [DeviceAction] {
        var list: [DeviceAction] = [
            .home, .lock, .unlock, .openSwitcher, .notificationCenter, .controlCenter, .dismiss, .memoryWarning,
            .memoryPressure(.warning, needMB: nil), .memoryPressure(.critical, needMB: 100), .reboot,
            .incomingCall(answer: true, after: 1, duration: 20), .incomingCall(answer: false, after: 1, duration: 0),
            .openURL("todo-fuzz://x"), .openURL("mail-fuzz://y"),
            .advance(1), .advance(11), .advance(31), .advance(200), .advance(700),
        ]
        for app in [todo, mail] {
            list += [
                .tap(app), .switchTo(app), .kill(app), .tapNotification(app), .silentPush(app), .backgroundFetch(app),
            ]
        }
        list += [.shortcut(todo, type: "new"), .openWindow(todo), .deleteApp(mail)]
        list += [.ui(UIAction(.app(todo), "press", [.integer(1)])), .ui(UIAction(.app(mail), "press"))]
        for scene in device.scenes(of: todo) {
            list += [.focus(scene), .closeWindow(scene), .killScene(scene), .disconnectScene(scene)]
            list.append(.ui(UIAction(.scene(scene), "press")))
        }
        return list
    }
}

/// One fuzzed device: Todo and Mail, their chaotic code seeded from the walk's seed. A walk
/// picks each step from what the device allows; a replay performs given steps, skipping
/// those refused, so a failing walk can be shrunk.
private struct FuzzWorld {
    let ios: Int
    let seed: UInt64
    let sceneApp: Bool
    let iPad: Bool

    struct Failure {
        var problem: String
        var words: [String]
    }

    struct Run {
        var steps: [DeviceAction] = []
        var failure: Failure?
        var callbacks = 0
    }

    func run(next: (Device, AppID, AppID) -> DeviceAction?) -> Run {
        var profile = Profile(ios: ios)
        if iPad { profile.idiom = .ipad }
        profile.passcode = seed % 2 == 0
        let device = Device(profile: profile)
        // From iOS 27 an app must adopt scenes to launch at all.
        let scenes = sceneApp || ios >= 27
        let todoCode = ChaosDelegate(seed: seed &+ 1, otherScheme: "mail-fuzz")
        let mailCode = ChaosDelegate(seed: seed &+ 2, otherScheme: "todo-fuzz")
        var todoSpec = AppSpec(name: "Todo", bundleID: "com.acme.todo", delegate: todoCode)
        todoSpec.urlTypes = [URLType(name: "todo", schemes: ["todo-fuzz"])]
        todoSpec.backgroundModes = ["fetch", "remote-notification", "audio"]
        todoSpec.shortcutItems = [ShortcutItem(type: "new", title: "New")]
        var mailSpec = AppSpec(name: "Mail", bundleID: "com.acme.mail", delegate: mailCode)
        mailSpec.urlTypes = [URLType(name: "mail", schemes: ["mail-fuzz"])]
        if scenes {
            todoSpec.lifeCycle = .scenes
            todoSpec.multipleWindows = iPad
        }
        if ios >= 27 { mailSpec.lifeCycle = .scenes }
        var run = Run()
        guard let todo = try? device.install(validating: todoSpec), let mail = try? device.install(validating: mailSpec)
        else {
            run.failure = Failure(problem: "the apps could not be installed", words: [])
            return run
        }
        todoCode.device = device
        mailCode.device = device
        var broken: [String] = []
        device.invariantsBroken = { if broken.isEmpty { broken = $0 } }
        var words: [String] = []
        while run.steps.count < EngineFuzzTests.stepsPerWalk, let action = next(device, todo, mail) {
            run.steps.append(action)
            guard device.refusal(of: action) == nil else { continue }
            words.append(action.words { device.name(of: $0) })
            var problems: [String]
            do {
                try device.perform(action)
                problems = broken.isEmpty ? device.invariantViolations() : broken
            } catch {
                problems = ["allowed, then refused: \(error)"]
            }
            if todoCode.reentryAllowed + mailCode.reentryAllowed > 0 {
                problems.append("a device action ran inside app code")
            }
            if !problems.isEmpty {
                run.failure = Failure(problem: problems.joined(separator: "; "), words: words)
                break
            }
        }
        run.callbacks = todoCode.callbacks + mailCode.callbacks
        return run
    }

    func replay(_ steps: [DeviceAction]) -> Run {
        var rest = steps[...]
        return run { _, _, _ in rest.popFirst() }
    }

    /// Removes steps one at a time while the replay still fails.
    func shrink(_ steps: [DeviceAction]) -> Run {
        var best = steps
        var index = best.count - 1
        while index >= 0 {
            var fewer = best
            fewer.remove(at: index)
            if replay(fewer).failure != nil { best = fewer }
            index -= 1
        }
        return replay(best)
    }
}

/// App code that does something unexpected in a third of its callbacks.
private final class ChaosDelegate: AppDelegate {
    unowned(unsafe) var device: Device!
    var random: FuzzRandom
    let otherScheme: String
    /// Device actions app code managed to run (must stay 0: each must be refused).
    var reentryAllowed = 0
    var callbacks = 0

    init(seed: UInt64, otherScheme: String) {
        random = FuzzRandom(seed)
        self.otherScheme = otherScheme
    }

    func implements(_ method: DelegateMethod) -> Bool { true }

    /// A screen with one button, whose handler misbehaves as the callbacks do.
    let screen = [UIEntry(name: "press", values: [.integer(1)])]

    func perform(_ action: UIAction, scene: SceneID?, _ application: Application) throws {
        callbacks += 1
        try misbehave(application, "press")
    }

    func receive(_ message: LifecycleMessage, _ application: Application) throws -> MessageReply {
        callbacks += 1
        answerCompletions(message)
        try misbehave(application, message.method.shortName)
        if message.method == .configurationForConnecting { return .text("Default Configuration") }
        return .none
    }

    private func misbehave(_ application: Application, _ from: String) throws {
        switch random.next() % 12 {
        case 0:
            try application.openURL("\(otherScheme)://from-\(from)")
        case 1:
            _ = application.beginBackgroundTask(name: "never ended")
        case 2:
            var task = BackgroundTaskID.invalid
            task = application.beginBackgroundTask(name: "ended") { application.endBackgroundTask(task) }
            try application.work(Double(random.next() % 40)) { application.endBackgroundTask(task) }
        case 3:
            try application.busy(Double(random.next() % 25))
        case 4:
            if random.next() % 4 == 0 { throw CallbackFailure(message: "chaos") }
        case 5:
            tryReentry(application.id)
        case 6:
            try application.after(Double(random.next() % 30)) { [self] in
                try application.openURL("\(otherScheme)://later")
                tryReentry(application.id)
            }
        default:
            break
        }
    }

    /// A completion handler is called at once, later, or never.
    private func answerCompletions(_ message: LifecycleMessage) {
        for argument in message.arguments {
            guard case .completion(let completion, let takes) = argument, random.next() % 3 != 0 else { continue }
            switch takes {
            case .nothing: completion.call()
            case .fetchResult: completion.call(.newData)
            case .succeeded: completion.call(succeeded: true)
            case .presentationOptions: completion.call(presenting: [.banner])
            }
        }
    }

    private func tryReentry(_ app: AppID) {
        let actions: [DeviceAction] = [
            .home, .reboot, .memoryWarning, .advance(5), .lock, .ui(UIAction(.app(app), "press")),
        ]
        guard let action = random.pick(actions) else { return }
        do {
            try device.perform(action)
            reentryAllowed += 1
        } catch {}
    }
}

/// A small seeded generator (SplitMix64), so each walk is the same on every run.
private struct FuzzRandom {
    var state: UInt64
    init(_ seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[Int(next() % UInt64(items.count))]
    }
}
