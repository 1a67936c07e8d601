import Lifecycle

/// Expected and actual callbacks side by side, with the first difference
/// marked. Every row is shown up to ``maximumRows``; past that, the rows
/// around the first difference and at both ends (a note says how many are
/// left out). An entry longer than ``maximumEntry`` characters is cut, so
/// one long string cannot widen every row.
struct CallbackDiff {
    let expected: [String]
    let actual: [ObservedEvent]
    let showApp: Bool

    static let maximumRows = 500
    static let maximumEntry = 60

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
        table(
            left: wanted, right: observed, header: ("expected", "actual"), minimumWidth: 8, widthFromLeftEntries: true)
    }

    /// The comparison as data: `prediction` when the list is a learner's answer.
    func detail(prediction: Bool) -> ExpectationDetail {
        .callbacks(
            ListComparison(
                listed: expected,
                happened: actual.map { ObservedEntry(time: $0.time, app: $0.app, name: $0.shortName) },
                firstDifference: firstDifference ?? 0, isPrediction: prediction, showsApp: showApp))
    }

    /// The report of a learner's prediction (`expect.prediction`): *expected* is what UIKit
    /// did, on the left; the prediction is on the right.
    func predictionReport() -> String {
        table(
            left: observed, right: wanted, header: ("expected (what UIKit did)", "your answer"), minimumWidth: 24,
            widthFromLeftEntries: false)
    }

    /// Numbered rows (only some, past ``maximumRows``), the first difference marked with `>`.
    private func table(
        left: (Int) -> String, right: (Int) -> String, header: (String, String), minimumWidth: Int,
        widthFromLeftEntries: Bool
    ) -> String {
        let first = firstDifference ?? -1
        let rows = Self.shownRows(count: max(expected.count, actual.count), around: first)
        let measured = rows.joined().filter { !widthFromLeftEntries || $0 < expected.count }.map { left($0).count }
        let width = max(minimumWidth, measured.max() ?? 0)
        var lines = ["    #  " + header.0.padded(width) + "  " + header.1]
        var previous: Range<Int>?
        for range in rows {
            if let previous, range.lowerBound > previous.upperBound {
                lines.append("       (\(range.lowerBound - previous.upperBound) rows left out)")
            }
            for index in range {
                let marker = index == first ? ">" : " "
                lines.append(
                    "\(marker) \(String(index + 1).leftPadded(3))  \(left(index).padded(width))  \(right(index))")
            }
            previous = range
        }
        if first >= 0 { lines.append("first difference at entry \(first + 1)") }
        return lines.joined(separator: "\n")
    }

    /// An expected (or predicted) entry as a row shows it.
    private func wanted(_ index: Int) -> String {
        index < expected.count ? Self.shown(expected[index]) : "(nothing more)"
    }

    /// What happened at a row: the time, the app when several are shown, the event.
    private func observed(_ index: Int) -> String {
        guard index < actual.count else { return "(nothing more)" }
        let event = actual[index]
        return "\(event.time.fixed3)  " + (showApp ? "\(Self.shown(event.app))  " : "") + Self.shown(event.shortName)
    }

    /// An entry as a row shows it: cut to ``maximumEntry`` characters.
    static func shown(_ entry: String) -> String {
        guard entry.utf8.count > maximumEntry else { return entry }
        return String(entry.prefix(maximumEntry - 1)) + "…"
    }

    /// The rows to show: all of them when there are few; else the first and
    /// last few and those around `first`.
    static func shownRows(count: Int, around first: Int) -> [Range<Int>] {
        guard count > maximumRows else { return [0..<count] }
        let edge = 20, context = (maximumRows - 2 * edge) / 2
        let middle = max(0, first - context)..<min(count, max(0, first) + context)
        var ranges: [Range<Int>] = []
        for range in [0..<edge, middle, (count - edge)..<count] where !range.isEmpty {
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
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

    /// Both lists, long ones shortened as ``CallbackDiff`` does.
    static func report(expected: [String], actual: [ObservedEvent], missing: Int, showApp: Bool) -> String {
        var lines = ["expected, in this order (gaps allowed):"]
        lines += rows(count: expected.count, around: missing) { index in
            let entry = CallbackDiff.shown(expected[index])
            return (index == missing ? "> " : "  ") + entry
                + (index == missing ? "   <- not found after the previous entry" : "")
        }
        lines.append("actual:")
        lines += rows(count: actual.count, around: -1) { index in
            let event = actual[index]
            return "  \(event.time.fixed3)  " + (showApp ? "\(CallbackDiff.shown(event.app))  " : "")
                + CallbackDiff.shown(event.name)
        }
        return lines.joined(separator: "\n")
    }

    private static func rows(count: Int, around: Int, _ line: (Int) -> String) -> [String] {
        var lines: [String] = []
        var previous: Range<Int>?
        for range in CallbackDiff.shownRows(count: count, around: around) {
            if let previous, range.lowerBound > previous.upperBound {
                lines.append("  (\(range.lowerBound - previous.upperBound) entries left out)")
            }
            lines += range.map(line)
            previous = range
        }
        return lines
    }
}

extension String {
    func padded(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
