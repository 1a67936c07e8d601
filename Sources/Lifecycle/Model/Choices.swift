/// The branches `choose(label)` took in one run, and how it picks the next: a planned answer
/// for the label (`applife run --choices`, a counterexample's replay) first, then the
/// device's `chooser` (exploration's random walks), else the first branch.
///
///     device.plannedChoices = ["AppDelegate.swift:42 isLoggedIn": [2]]
///     try device.choose("AppDelegate.swift:42 isLoggedIn", among: 2)   // 2
///     device.choicesMade                                              // [2 of 2 at that label]
public struct MadeChoice: Sendable, Equatable, Hashable {
    /// What the choice is about: the place and the condition (`AppDelegate.swift:42 isLoggedIn`).
    public var label: String
    /// From 1 (the first branch: `true` for a two-way choice).
    public var branch: Int
    /// How many branches there were.
    public var count: Int

    public init(label: String, branch: Int, count: Int) {
        self.label = label
        self.branch = branch
        self.count = count
    }
}

/// Limits on `choose`, so a model cannot flood the host.
public enum ChoiceLimits {
    /// The longest label, in bytes.
    public static let maxLabelBytes = 200
    /// The most branches one choice may have.
    public static let maxBranches = 64
    /// The most choices one run may make.
    public static let maxChoicesPerRun = 100_000
}

/// A `choose` that cannot be answered: the binding shows it at the script's file:line.
public struct ChoiceError: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension [MadeChoice] {
    /// The answers by label, in the order they were made: what a replay plans.
    public var plan: [String: [Int]] {
        var plan: [String: [Int]] = [:]
        for choice in self { plan[choice.label, default: []].append(choice.branch) }
        return plan
    }
}

extension Device {
    /// Takes one branch of `count` (2...``ChoiceLimits/maxBranches``) for `label`, records it
    /// (a `log` record named `choose`), and returns it (from 1). Throws when a planned answer
    /// names a branch past `count`, or past ``ChoiceLimits/maxChoicesPerRun`` choices.
    public func choose(_ label: String, among count: Int) throws -> Int {
        guard choicesMade.count < ChoiceLimits.maxChoicesPerRun else {
            throw ChoiceError(
                "choose: more than \(ChoiceLimits.maxChoicesPerRun) choices in one run; does a loop call choose?")
        }
        var branch = 1
        if var planned = plannedChoices[label], !planned.isEmpty {
            branch = planned.removeFirst()
            plannedChoices[label] = planned
            guard (1...count).contains(branch) else {
                throw ChoiceError(
                    "choose \"\(label)\": the planned answer is branch \(branch) but it has \(count) branches (1 to \(count))"
                )
            }
        } else if let chooser {
            branch = min(max(1, chooser(label, count)), count)
        }
        choicesMade.append(MadeChoice(label: label, branch: branch, count: count))
        append(
            TraceRecord(
                app: nil, kind: .log, name: "choose",
                message: "choose \"\(label)\": branch \(branch) of \(count)" + Self.truth(branch, count),
                at: currentLocation?(),
                fields: [TraceField("label", .string(label)), TraceField("branch", .int(branch))]))
        return branch
    }

    private static func truth(_ branch: Int, _ count: Int) -> String {
        count == 2 ? (branch == 1 ? " (true)" : " (false)") : ""
    }
}
