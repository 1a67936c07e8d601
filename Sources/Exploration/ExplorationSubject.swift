import Lifecycle

/// One fresh world that exploration drives: a device whose apps are installed, plus the
/// invariants its author wrote. Two kinds exist: a Lua file (ScriptBindings' `ExploreRun`,
/// a Lua state per run, new or rewound to where a new one starts) and Swift delegates (tests).
///
///     final class Subject: ExplorationSubject {
///         let device = Device()
///         func perform(_ action: DeviceAction) throws { try device.perform(action) }
///         func brokenInvariants() throws -> [InvariantViolation] { [] }
///     }
public protocol ExplorationSubject: AnyObject {
    var device: Device { get }
    /// Runs one step. A thrown error stops the run as an error (a script error, a limit).
    func perform(_ action: DeviceAction) throws
    /// The author's invariants that do not hold now. A thrown error is a run error.
    func brokenInvariants() throws -> [InvariantViolation]
}

/// An error a subject throws that a run of the same steps throws again: a misuse of the
/// API at one line, an error inside an invariant. Shrinking keeps a shorter run that stops
/// with the same `signature`, as it keeps one that breaks the same invariant; an error
/// without one (a limit) is reported unshrunk.
public protocol ReproducibleError: Error {
    /// What makes two errors the same (the place and the message), nil when the error is
    /// not reproducible.
    var signature: String? { get }
}

/// How one run ended.
public enum RunFailure: Sendable, Equatable {
    /// An invariant broke after step `step` (0: before the first step, while the file's
    /// main chunk ran).
    case violation(InvariantViolation, step: Int)
    /// The run stopped with an error at step `step` (a script error, a run limit); a
    /// `signature` when the same steps reproduce it (``ReproducibleError``).
    case error(String, step: Int, signature: String? = nil)

    /// The failure a thrown `error` is at step `step`.
    public static func thrown(_ error: any Error, step: Int) -> RunFailure {
        .error(String(describing: error), step: step, signature: (error as? ReproducibleError)?.signature)
    }

    public var step: Int {
        switch self {
        case .violation(_, let step), .error(_, let step, _): return step
        }
    }

    public var violation: InvariantViolation? {
        if case .violation(let v, _) = self { return v }
        return nil
    }

    /// Whether shrinking may look for a shorter run with the same failure.
    public var isShrinkable: Bool {
        switch self {
        case .violation: return true
        case .error(_, _, let signature): return signature != nil
        }
    }

    /// Whether `other` is the same failure, wherever it happened: the same invariant broke,
    /// or an error of the same signature.
    public func isSame(as other: RunFailure) -> Bool {
        switch (self, other) {
        case (.violation(let a, _), .violation(let b, _)): return a.name == b.name
        case (.error(_, _, let a?), .error(_, _, let b?)): return a == b
        default: return false
        }
    }
}

/// One run: the steps performed, how it ended, what it covered.
public struct RunRecord: Sendable {
    /// The steps performed, up to and including the failing one.
    public var steps: [DeviceAction]
    public var failure: RunFailure?
    /// False when a replayed step was not possible (a shrink candidate that makes no sense).
    public var feasible = true
    public var coverage: ExplorationCoverage
    /// What was possible after the last step (breadth-first expansion), when asked for.
    public var next: [DeviceAction] = []
    /// How many trace records the device had before the first step (`[0]`) and after each
    /// step: step n's records are `device.records[stepEnds[n - 1]..<stepEnds[n]]`.
    public var stepEnds: [Int] = []
    /// The branches `choose` took, in order (a replay plans them again).
    public var choices: [MadeChoice] = []

    public init(steps: [DeviceAction], failure: RunFailure?, coverage: ExplorationCoverage) {
        self.steps = steps
        self.failure = failure
        self.coverage = coverage
    }
}

/// Drives one subject through a random walk or a given sequence, checking the built-in
/// and the author's invariants before the first step and after every step.
///
///     let record = ExplorationRunner.walk(subject, depth: 20, seed: SeededRandom.derive(0, 7))
///     record.failure        // nil, or the first violation and its step
public enum ExplorationRunner {
    /// A random walk of `depth` steps, each chosen uniformly among the possible ones.
    public static func walk(
        _ subject: some ExplorationSubject, depth: Int, seed: UInt64,
        builtins: [BuiltinInvariant] = BuiltinInvariant.allCases
    ) -> RunRecord {
        var random = SeededRandom(seed: seed)
        let branches = ChoiceRandom(seed: SeededRandom.derive(seed, 0xC405E))
        subject.device.chooser = { _, count in branches.below(count) + 1 }
        let space = ActionSpace(device: subject.device)
        return drive(subject, builtins: builtins, count: depth) { _ in
            let options = subject.device.possibleActions(in: space)
            return options.isEmpty ? nil : options[random.below(options.count)]
        }
    }

    /// Replays `steps`; a step that is not possible when its turn comes makes the record
    /// infeasible. `listNext` fills `next` with what is possible at the end. `choices` are
    /// the branches `choose` takes again, label by label in order (then the first).
    public static func replay(
        _ subject: some ExplorationSubject, _ steps: [DeviceAction], listNext: Bool = false,
        choices: [MadeChoice] = [], builtins: [BuiltinInvariant] = BuiltinInvariant.allCases
    ) -> RunRecord {
        if !choices.isEmpty { subject.device.plannedChoices = choices.plan }
        var record = drive(subject, builtins: builtins, count: steps.count, requirePossible: true) { steps[$0] }
        if listNext, record.failure == nil, record.feasible {
            record.next = subject.device.possibleActions(in: ActionSpace(device: subject.device))
        }
        return record
    }

    /// Replays the sequence whose step *n* is choice `choices[n]` among the actions possible
    /// at its turn (``RunIdentity/sequence(choices:)``, how breadth-first search names one).
    /// A choice past the possible actions ends the run there.
    public static func replay(
        _ subject: some ExplorationSubject, choices: [Int], builtins: [BuiltinInvariant] = BuiltinInvariant.allCases
    ) -> RunRecord {
        let space = ActionSpace(device: subject.device)
        return drive(subject, builtins: builtins, count: choices.count) { n in
            let options = subject.device.possibleActions(in: space)
            return options.indices.contains(choices[n]) ? options[choices[n]] : nil
        }
    }

    private static func drive(
        _ subject: some ExplorationSubject, builtins: [BuiltinInvariant], count: Int, requirePossible: Bool = false,
        choose: (Int) -> DeviceAction?
    ) -> RunRecord {
        let device = subject.device
        var checker = BuiltinInvariants(enabled: builtins)
        var record = RunRecord(steps: [], failure: nil, coverage: ExplorationCoverage(device: device))
        func check(_ step: Int) -> RunFailure? {
            if let v = checker.violations(on: device).first { return .violation(v, step: step) }
            do {
                if let v = try subject.brokenInvariants().first { return .violation(v, step: step) }
            } catch {
                return .thrown(error, step: step)
            }
            return nil
        }
        record.failure = check(0)
        record.stepEnds.append(device.recordCount)
        var index = 0
        while record.failure == nil, index < count, let action = choose(index) {
            if requirePossible, !device.isPossible(action) {
                record.feasible = false
                break
            }
            record.steps.append(action)
            index += 1
            do {
                try subject.perform(action)
                record.failure = check(index)
            } catch {
                record.failure = .thrown(error, step: index)
            }
            record.stepEnds.append(device.recordCount)
        }
        record.choices = device.choicesMade
        record.coverage.add(device.records, steps: record.steps.count)
        record.coverage.implement(from: device)
        return record
    }
}

/// The random source of a walk's `choose` answers, apart from its steps' so that a model
/// that adds a choice does not change which steps a walk takes.
final class ChoiceRandom {
    private var random: SeededRandom
    init(seed: UInt64) { random = SeededRandom(seed: seed) }
    func below(_ count: Int) -> Int { random.below(count) }
}
