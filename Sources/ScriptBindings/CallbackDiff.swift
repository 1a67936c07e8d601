import Lifecycle

/// Expected and actual callbacks side by side, with the first difference
/// marked. Never truncated: every row of both lists is shown.
struct CallbackDiff {
    let expected: [String]
    let actual: [ObservedEvent]
    let showApp: Bool

    var firstDifference: Int? {
        let count = max(expected.count, actual.count)
        for index in 0..<count {
            guard index < expected.count, index < actual.count, actual[index].matches(expected[index]) else {
                return index
            }
        }
        return nil
    }

    func report() -> String {
        let rows = max(expected.count, actual.count)
        let left = expected + Array(repeating: "", count: max(0, actual.count - expected.count))
        let wanted = (0..<rows).map { $0 < expected.count ? expected[$0] : "(nothing more)" }
        return table(left: wanted, width: max(8, left.map(\.count).max() ?? 0), right: (0..<rows).map(observed),
                     header: ("expected", "actual"))
    }

    /// The report of a learner's prediction (`expect.prediction`): *expected* is what UIKit
    /// did, on the left; the prediction is on the right.
    func predictionReport() -> String {
        let rows = max(expected.count, actual.count)
        let left = (0..<rows).map(observed)
        let answers = (0..<rows).map { $0 < expected.count ? expected[$0] : "(nothing more)" }
        return table(left: left, width: max(24, left.map(\.count).max() ?? 0), right: answers,
                     header: ("expected (what UIKit did)", "your answer"))
    }

    /// Numbered rows, the first difference marked with `>`.
    private func table(left: [String], width: Int, right: [String], header: (String, String)) -> String {
        let first = firstDifference ?? -1
        var lines = ["    #  " + header.0.padded(width) + "  " + header.1]
        for index in left.indices {
            let marker = index == first ? ">" : " "
            lines.append("\(marker) \(String(index + 1).leftPadded(3))  \(left[index].padded(width))  \(right[index])")
        }
        if first >= 0 { lines.append("first difference at entry \(first + 1)") }
        return lines.joined(separator: "\n")
    }

    private func observed(_ index: Int) -> String {
        guard index < actual.count else { return "(nothing more)" }
        let event = actual[index]
        return "\(event.time.fixed3)  " + (showApp ? "\(event.app)  " : "") + event.shortName
    }
}

/// `expect.sequence`: the entries must appear in this order, gaps allowed.
enum SequenceMatch {
    /// The index of the first entry not found after the previous one, or nil.
    static func firstMissing(_ expected: [String], in actual: [ObservedEvent]) -> Int? {
        var position = 0
        for (index, entry) in expected.enumerated() {
            guard let found = actual[position...].firstIndex(where: { $0.matches(entry) }) else { return index }
            position = found + 1
        }
        return nil
    }

    static func report(expected: [String], actual: [ObservedEvent], missing: Int, showApp: Bool) -> String {
        var lines = ["expected, in this order (gaps allowed):"]
        for (index, entry) in expected.enumerated() {
            lines.append((index == missing ? "> " : "  ") + entry + (index == missing ? "   <- not found after the previous entry" : ""))
        }
        lines.append("actual:")
        for event in actual {
            lines.append("  \(event.time.fixed3)  " + (showApp ? "\(event.app)  " : "") + event.name)
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func padded(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
