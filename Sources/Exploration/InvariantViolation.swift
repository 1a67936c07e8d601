import MessageCatalog
import Lifecycle

/// A broken invariant: which one, what was seen, about which app, and where.
///
///     InvariantViolation(name: "no crash", message: "Notes crashed at 3.000 s: boom", app: "Notes")
public struct InvariantViolation: Sendable, Equatable {
    /// The invariant's name: a built-in one (`no crash`) or the file's (`invariant(name, fn)`).
    public var name: String
    /// What was observed, as a sentence.
    public var message: String
    /// The app concerned, when one is.
    public var app: String?
    /// `file:line` of what broke it (a crash) or of the invariant's declaration.
    public var location: String?
    /// The message as a catalog sentence (the built-in invariants'), whose last argument
    /// is `detail` when there is one (the warning that broke "no misuse warning"); nil for
    /// a file's own invariant, whose message is the file's.
    public var sentence: Sentence?
    public var detail: Sentence?

    public init(
        name: String, message: String, app: String? = nil, location: String? = nil, sentence: Sentence? = nil,
        detail: Sentence? = nil
    ) {
        self.name = name
        self.message = message
        self.app = app
        self.location = location
        self.sentence = sentence
        self.detail = detail
    }

    /// Made from a catalog sentence: `message` is its English text.
    init(name: String, _ sentence: Sentence, app: String?, location: String? = nil, detail: Sentence? = nil) {
        self.init(
            name: name, message: sentence.text(.en), app: app, location: location, sentence: sentence, detail: detail)
    }

    /// Equal when what they say in English is equal: the sentence only translates it (a
    /// violation read back from a shard's JSON has none).
    public static func == (a: InvariantViolation, b: InvariantViolation) -> Bool {
        a.name == b.name && a.message == b.message && a.app == b.app && a.location == b.location
    }

    /// The message in `language` (``message`` when it was not made from the catalog).
    public func message(in language: Language) -> String {
        guard language != .en, var sentence else { return message }
        if let detail, !sentence.arguments.isEmpty {
            sentence.arguments[sentence.arguments.count - 1] = detail.text(language)
        }
        return sentence.text(language)
    }
}

/// The invariants every exploration checks after every step, read from the trace since
/// the run began and from the device itself.
///
///     var checker = BuiltinInvariants()
///     checker.violations(on: device)   // new crashes, watchdog and expiry kills, warnings, engine faults
public enum BuiltinInvariant: String, Sendable, CaseIterable {
    case noCrash = "no crash"
    case noWatchdogKill = "no watchdog kill"
    case noTaskKilledAtExpiry = "no background task killed at expiry"
    case noMisuseWarning = "no misuse warning"
    case engine = "engine invariants"

    /// The name scripts use for the check (`invariants.no_crash`).
    public var luaName: String {
        switch self {
        case .noCrash: return "no_crash"
        case .noWatchdogKill: return "no_watchdog_kill"
        case .noTaskKilledAtExpiry: return "no_task_killed_at_expiry"
        case .noMisuseWarning: return "no_misuse_warning"
        case .engine: return "engine"
        }
    }

    /// What the invariant asks, for reports and docs.
    public var summary: String {
        switch self {
        case .noCrash: return "no app code raises an error (an uncaught exception crashes the app)"
        case .noWatchdogKill:
            return "no app is killed for blocking its main thread or leaving a completion handler uncalled"
        case .noTaskKilledAtExpiry:
            return "no app is killed with a background task still open when its background time runs out"
        case .noMisuseWarning:
            return
                "no UIKit misuse is logged (ending an unknown task, calling a handler twice, ...); deprecation and version advice do not count"
        case .engine: return "the device's own model stays consistent (Device.invariantViolations())"
        }
    }

    /// The first record among `records` that breaks this invariant, as a violation.
    public func violation(in records: some Sequence<TraceRecord>) -> InvariantViolation? {
        for r in records {
            var app: String { r.app ?? "the device" }
            var at: String { r.time.fixed3 }
            switch self {
            case .noCrash where r.kind == .crash:
                return InvariantViolation(
                    name: rawValue, Sentence(.crashedAt, app, at, r.message ?? "uncaught error"), app: r.app,
                    location: r.at)
            case .noWatchdogKill where r.kind == .termination && r.reason == TerminationReason.watchdog.rawValue:
                return InvariantViolation(
                    name: rawValue, Sentence(.watchdogKillAt, app, at, r.message ?? "main thread blocked"), app: r.app)
            case .noTaskKilledAtExpiry
            where r.kind == .termination && r.reason == TerminationReason.backgroundTaskExpiry.rawValue:
                return InvariantViolation(name: rawValue, Sentence(.expiryKillAt, app, at), app: r.app)
            case .noMisuseWarning where r.kind == .warning && r.field("category") == nil:  // advice is not misuse
                return InvariantViolation(
                    name: rawValue, Sentence(.misuseAt, app, at, r.message ?? "warning"), app: r.app, location: r.at,
                    detail: r.sentence)
            default:
                continue
            }
        }
        return nil
    }
}

/// Checks the built-in invariants after each step, reading each record once.
public struct BuiltinInvariants: Sendable {
    public var enabled: [BuiltinInvariant]
    private var position = 0

    public init(enabled: [BuiltinInvariant] = BuiltinInvariant.allCases) { self.enabled = enabled }

    /// The violations since the last call (at most one per invariant), in `enabled` order.
    /// Each new record is read once, and decoded only when its kind can break one.
    public mutating func violations(on device: Device) -> [InvariantViolation] {
        let records = device.records
        let start = min(position, records.count)
        position = records.count
        let first = Self.firstBreaks(of: enabled, in: records, from: start)
        var found: [InvariantViolation] = []
        for invariant in enabled {
            if invariant == .engine {
                let problems = device.invariantViolations()
                if !problems.isEmpty {
                    found.append(
                        InvariantViolation(name: invariant.rawValue, message: problems.joined(separator: "; ")))
                }
            } else if let v = first.first(where: { $0.0 == invariant })?.1 {
                found.append(v)
            }
        }
        return found
    }

    /// Each record-read invariant of `enabled` that a record from `start` on breaks, with
    /// the first such record's violation; nothing is allocated when no record can break one.
    private static func firstBreaks(
        of enabled: [BuiltinInvariant], in records: TraceLog, from start: Int
    ) -> [(BuiltinInvariant, InvariantViolation)] {
        var found: [(BuiltinInvariant, InvariantViolation)] = []
        for index in start..<records.count {
            switch records.kind(at: index) {
            case .crash, .termination, .warning:
                let record = CollectionOfOne(records[index])
                for invariant in enabled where invariant != .engine && !found.contains(where: { $0.0 == invariant }) {
                    if let v = invariant.violation(in: record) { found.append((invariant, v)) }
                }
            default:
                continue
            }
        }
        return found
    }
}
