import Lifecycle
import ScriptBindings

/// What a failed expectation says to a student, in their language and no more than the
/// check's ``Reveal`` allows: everything (`all`), the first wrong step of a list and that a
/// value is wrong without the right one (`first`), or nothing but the reason (`never`).
///
///     LabFailureText(words: .english, reveal: .first).lines(.value(comparison))
///     // ["expect.equal failed", "state_in_didFinishLaunching: \"inactive\" is not right"]
struct LabFailureText {
    let words: LabWords
    let reveal: Reveal
    /// Labels of `expect.equal` in the student's language, by their English.
    var labels: [String: String] = [:]

    /// The most rows of a list shown with `all`; past that, those around the first difference.
    static let maximumRows = 60

    func lines(_ detail: ExpectationDetail) -> [String] {
        var lines = [words.expectationFailed(Self.expectationName(detail))]
        switch reveal {
        case .never:
            lines.append(words.answerNotShown)
        case .first:
            lines += firstStep(detail)
        case .all:
            lines += everything(detail)
        }
        return lines
    }

    /// The `expect.*` function that made the comparison.
    static func expectationName(_ detail: ExpectationDetail) -> String {
        switch detail {
        case .callbacks(let list): return list.isPrediction ? "prediction" : "callbacks"
        case .sequence: return "sequence"
        case .value: return "equal"
        case .condition(let condition):
            switch condition.kind {
            case .state: return "state"
            case .sceneState: return "scene_state"
            case .badge: return "badge"
            case .termination: return "terminated"
            case .crash: return "crash"
            }
        }
    }

    /// What a compared value is called: its label, translated when the lab translates it.
    private func label(_ value: ValueComparison) -> String {
        guard let label = value.label else { return words.theValue }
        return labels[label] ?? label
    }

    // MARK: reveal = "first"

    private func firstStep(_ detail: ExpectationDetail) -> [String] {
        switch detail {
        case .callbacks(let list):
            return firstWrongRow(list)
        case .sequence(_, let missing):
            return [words.sequenceRightUpTo(missing), words.oneStepOnly]
        case .value(let value):
            var lines = [words.valueWrong(label(value), value.actual)]
            if let difference = value.difference {
                lines.append(words.valueWrongPart(difference.path, difference.actual))
            }
            return lines
        case .condition(let condition):
            return [words.conditionWrong(condition)]
        }
    }

    /// The rows up to the first difference: the ones that agree (nothing the student did not
    /// write or see), then the student's side of the first wrong row, marked.
    private func firstWrongRow(_ list: ListComparison) -> [String] {
        let first = list.firstDifference
        // The student's side: the prediction, or what their app did.
        let mine: (Int) -> String? = { index in
            if list.isPrediction { return index < list.listed.count ? CallbackRows.shown(list.listed[index]) : nil }
            return index < list.happened.count
                ? CallbackRows.happened(list.happened[index], showsApp: list.showsApp) : nil
        }
        let truthEnds = list.isPrediction ? first >= list.happened.count : first >= list.listed.count
        let start = max(0, first - Self.maximumRows)
        var rows: [(String, String, String)] = (start..<first).map { (" ", String($0 + 1), mine($0) ?? "") }
        let wrong: (String, String)
        switch (mine(first), truthEnds) {
        case (nil, _):
            wrong =
                list.isPrediction
                ? (words.yourAnswerEnds, words.uikitDidMore) : (words.nothingMoreHappened, words.moreShouldFollow)
        case (let entry?, true):
            wrong = (entry, list.isPrediction ? words.uikitDidNothingMore : words.nothingMoreShouldHappen)
        case (let entry?, false):
            wrong = (entry, list.isPrediction ? words.notWhatUIKitDid : words.notWhatShouldHappen)
        }
        rows.append((">", String(first + 1), wrong.0 + "  " + wrong.1))
        let header = list.isPrediction ? words.yourAnswer : words.whatHappened
        var lines = ["    #  " + header]
        if start > 0 { lines.append("       " + words.rowsLeftOut(start)) }
        lines += rows.map { "\($0.0) \(DisplayWidth.leftPadded($0.1, to: 3))  \($0.2)" }
        lines.append(words.rightUpTo(first))
        lines.append(words.oneStepOnly)
        return lines
    }

    // MARK: reveal = "all"

    private func everything(_ detail: ExpectationDetail) -> [String] {
        switch detail {
        case .callbacks(let list):
            return CallbackRows(list: list, words: words).table(maximumRows: Self.maximumRows)
        case .sequence(let expected, let missing):
            var lines = [words.sequenceExpected]
            for (index, entry) in expected.enumerated() where index <= missing + Self.maximumRows {
                lines.append(
                    (index == missing ? "> " : "  ") + CallbackRows.shown(entry)
                        + (index == missing ? "   " + words.sequenceMissing : ""))
            }
            return lines
        case .value(let value):
            var lines = [words.valueExpected(label(value), value.expected, value.actual)]
            if let difference = value.difference {
                lines.append(words.valueDifference(difference.path, difference.expected, difference.actual))
            }
            return lines
        case .condition(let condition):
            return [words.conditionExpected(condition)]
        }
    }
}

/// The aligned two-column table of a list of callbacks against what happened, padded by
/// display width so Chinese app and scene names line up.
struct CallbackRows {
    let list: ListComparison
    let words: LabWords

    func table(maximumRows: Int) -> [String] {
        let count = max(list.listed.count, list.happened.count)
        let first = list.firstDifference
        let shown = Self.window(count: count, around: first, maximum: maximumRows)
        let left: (Int) -> String = { list.isPrediction ? happenedCell($0) : listedCell($0) }
        let right: (Int) -> String = { list.isPrediction ? listedCell($0) : happenedCell($0) }
        let header = list.isPrediction ? (words.expectedByUIKit, words.yourAnswer) : (words.expected, words.actual)
        let width = max(DisplayWidth.of(header.0), shown.map { DisplayWidth.of(left($0)) }.max() ?? 0)
        var lines = ["    #  " + DisplayWidth.padded(header.0, to: width) + "  " + header.1]
        if shown.lowerBound > 0 { lines.append("       " + words.rowsLeftOut(shown.lowerBound)) }
        for index in shown {
            let marker = index == first ? ">" : " "
            lines.append(
                "\(marker) \(DisplayWidth.leftPadded(String(index + 1), to: 3))  \(DisplayWidth.padded(left(index), to: width))  \(right(index))"
            )
        }
        if shown.upperBound < count { lines.append("       " + words.rowsLeftOut(count - shown.upperBound)) }
        lines.append(words.firstDifference(first + 1))
        return lines
    }

    private func listedCell(_ index: Int) -> String {
        index < list.listed.count ? Self.shown(list.listed[index]) : words.nothingMore
    }

    private func happenedCell(_ index: Int) -> String {
        index < list.happened.count ? Self.happened(list.happened[index], showsApp: list.showsApp) : words.nothingMore
    }

    /// What happened at a row: the time, the app when several are compared, the callback.
    static func happened(_ entry: ObservedEntry, showsApp: Bool) -> String {
        "\(entry.time.fixed3)  " + (showsApp ? "\(shown(entry.app))  " : "") + shown(entry.name)
    }

    /// An entry cut to 60 characters, so one long string cannot widen every row.
    static func shown(_ entry: String) -> String {
        entry.count > 60 ? String(entry.prefix(59)) + "…" : entry
    }

    /// At most `maximum` rows, centred on `first` when there are more.
    static func window(count: Int, around first: Int, maximum: Int) -> Range<Int> {
        guard count > maximum else { return 0..<count }
        let start = min(max(0, first - maximum / 2), count - maximum)
        return start..<(start + maximum)
    }
}
