/// What the importer did, for stderr: the delegate methods and life-cycle calls it
/// translated, the calls it followed, the conditions it left to `choose`, and every
/// construct it could not model, with its Swift file:line.
public struct ImportReport: Sendable, Equatable {
    public struct Problem: Sendable, Equatable {
        /// `AppDelegate.swift:42`.
        public var place: String
        public var message: String
    }

    /// `delegate.didFinishLaunching (AppDelegate.swift:12)`, in the order written.
    public var delegateMethods: [String] = []
    /// Life-cycle call sites mapped to applife's names.
    public var lifeCycleCalls = 0
    /// Life-cycle call sites left as trace lines.
    public var unmodelledLifeCycleCalls = 0
    /// Calls into the app's own code followed one level: `SyncManager.refresh (Sync.swift:8)`.
    public var followed: [String] = []
    /// Conditions written as `choose(...)`.
    public var choices: [String] = []
    public var unmodelled: [Problem] = []
    /// Notes on the facts (Xcode variables, files that did not read).
    public var notes: [String] = []

    /// The share of life-cycle call sites translated, from 0 to 1 (1 with none).
    public var lifeCycleShare: Double {
        let all = lifeCycleCalls + unmodelledLifeCycleCalls
        return all == 0 ? 1 : Double(lifeCycleCalls) / Double(all)
    }

    mutating func unmodelled(_ place: String, _ message: String) {
        unmodelled.append(Problem(place: place, message: message))
    }

    /// The report as printed on stderr.
    public func text(output: String) -> String {
        var lines = ["applife import: wrote \(output)"]
        lines.append("translated \(delegateMethods.count) delegate methods:")
        lines += delegateMethods.map { "  " + $0 }
        let percent = Int((lifeCycleShare * 100).rounded(.down))
        lines.append(
            "translated \(lifeCycleCalls) of \(lifeCycleCalls + unmodelledLifeCycleCalls) life-cycle calls (\(percent) %)"
        )
        if !followed.isEmpty {
            lines.append("followed \(followed.count) calls into the app's own code:")
            lines += followed.map { "  " + $0 }
        }
        if !choices.isEmpty {
            lines.append(
                "\(choices.count) conditions it cannot evaluate became choose(...): run takes the first branch,")
            lines.append("  explore tries each (applife run FILE --choices 'LABEL=2' takes another):")
            lines += choices.map { "  " + $0 }
        }
        if unmodelled.isEmpty {
            lines.append("nothing left unmodelled")
        } else {
            lines.append(
                "\(unmodelled.count) constructs it could not model (each a trace line or a comment in the model):")
            lines += unmodelled.map { "  \($0.place): \($0.message)" }
        }
        lines += notes.map { "note: " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }
}
