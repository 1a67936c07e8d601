import Lifecycle

/// Makes a failing sequence minimal while it still fails the same way (the same invariant
/// breaks, or the same reproducible error stops it): drops
/// steps (halves, then smaller chunks, then single steps), merges and shortens waits,
/// and simplifies (a plain tap for a notification or quick action, a calmer call, lower
/// memory pressure, an earlier app, the app for one of its windows on its screen).
/// Deterministic: the same sequence always shrinks to the same result.
///
///     let result = Shrinker(waits: [1, 26, 31, 600]).shrink(steps, failure) { candidate in
///         ExplorationRunner.replay(makeSubject(), candidate)
///     }
///     result.steps          // e.g. [.tap(notes), .home, .advance(31)]
public struct Shrinker {
    public struct Result: Sendable {
        public var steps: [DeviceAction]
        public var failure: RunFailure
        /// Candidates accepted (each one smaller or simpler).
        public var shrinks = 0
        /// Replays tried in all.
        public var attempts = 0
    }

    /// The waits shortening may try, ascending.
    public var waits: [Double]
    /// The apps, in installation order (an app argument may become an earlier one).
    public var apps: [AppID]
    /// Most replays to try; shrinking stops with what it has then.
    public var maxAttempts = 2_000

    public init(waits: [Double], apps: [AppID] = [], maxAttempts: Int = 2_000) {
        self.waits = waits.sorted()
        self.apps = apps
        self.maxAttempts = maxAttempts
    }

    /// Shrinks `steps`, which end in `failure` (a violation or a reproducible error; other
    /// errors are not shrunk).
    public func shrink(_ steps: [DeviceAction], _ failure: RunFailure, replay: ([DeviceAction]) -> RunRecord) -> Result
    {
        var best = Result(steps: Array(steps.prefix(failure.step)), failure: failure)
        guard failure.isShrinkable else { return best }
        var progress = true
        while progress, best.attempts < maxAttempts {
            progress = false
            progress = dropChunks(&best, replay) || progress
            progress = mergeWaits(&best, replay) || progress
            progress = simplify(&best, replay) || progress
        }
        return best
    }

    typealias Replay = ([DeviceAction]) -> RunRecord

    /// Replays `candidate`; keeps it when it fails the same way.
    private func attempt(_ best: inout Result, _ candidate: [DeviceAction], _ replay: Replay) -> Bool {
        guard best.attempts < maxAttempts, candidate != best.steps else { return false }
        best.attempts += 1
        let record = replay(candidate)
        guard record.feasible, let f = record.failure, f.isSame(as: best.failure) else { return false }
        best.steps = Array(candidate.prefix(f.step))
        best.failure = f
        best.shrinks += 1
        return true
    }

    /// Removes chunks of steps, largest first.
    private func dropChunks(_ best: inout Result, _ replay: Replay) -> Bool {
        var progress = false
        var size = max(1, best.steps.count / 2)
        while size >= 1 {
            var start = 0
            while start + size <= best.steps.count {
                var candidate = best.steps
                candidate.removeSubrange(start..<start + size)
                if attempt(&best, candidate, replay) { progress = true } else { start += 1 }
            }
            size /= 2
        }
        return progress
    }

    /// Two waits in a row become one.
    private func mergeWaits(_ best: inout Result, _ replay: Replay) -> Bool {
        var progress = false
        var i = 0
        while i + 1 < best.steps.count {
            if case .advance(let a) = best.steps[i], case .advance(let b) = best.steps[i + 1] {
                var candidate = best.steps
                candidate.replaceSubrange(i...i + 1, with: [.advance(a + b)])
                if attempt(&best, candidate, replay) {
                    progress = true
                    continue
                }
            }
            i += 1
        }
        return progress
    }

    /// Each step replaced by a simpler variant, the simplest first.
    private func simplify(_ best: inout Result, _ replay: Replay) -> Bool {
        var progress = false
        var i = 0
        while i < best.steps.count {
            for variant in simpler(best.steps[i]) {
                var candidate = best.steps
                candidate[i] = variant
                if attempt(&best, candidate, replay) {
                    progress = true
                    break
                }
            }
            i += 1
        }
        return progress
    }

    /// Simpler forms of one step, simplest first.
    func simpler(_ action: DeviceAction) -> [DeviceAction] {
        switch action {
        case .advance(let s):
            return waits.filter { $0 < s }.map { .advance($0) }
        case .incomingCall(let answer, let after, let duration):
            var list: [DeviceAction] = []
            if answer != false { list.append(.incomingCall(answer: false, after: min(after, 1), duration: 0)) }
            if after > 1 { list.append(.incomingCall(answer: answer, after: 1, duration: duration)) }
            if duration > 1 { list.append(.incomingCall(answer: answer, after: after, duration: 1)) }
            return list
        case .memoryPressure(.critical, let need):
            return [.memoryWarning, .memoryPressure(.warning, needMB: need)]
        case .memoryPressure(.warning, _):
            return [.memoryWarning]
        case .tapNotification(let app, _), .shortcut(let app, _):
            return [.tap(app)] + earlierApps(action)
        case .ui(let touch):
            // A window becomes the app (the window the user works in), then an earlier app.
            guard case .scene(let scene) = touch.target else { return earlierApps(action) }
            return [.ui(UIAction(.app(scene.app), touch.name, touch.arguments))]
        default:
            return earlierApps(action)
        }
    }

    /// The same action on each app installed before its own.
    private func earlierApps(_ action: DeviceAction) -> [DeviceAction] {
        guard let app = action.app, let index = apps.firstIndex(of: app), index > 0 else { return [] }
        return apps[..<index].map { action.replacingApp(with: $0) }
    }
}
