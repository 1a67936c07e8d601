import MessageCatalog
import Exploration
import Lifecycle
import TracePictures

extension ExploreReport {
    /// The failing sequence, step by step, fitted to `width` columns; `replay` adds where the
    /// scenario is and how to run it again (commands stay on one line, to be copied whole).
    ///
    ///     ✗ invariant "no crash" broke at step 2 of 2 (random walk 4, shrunk from 9 to 2 steps ...)
    ///       1  tap Notes      Notes: notRunning→inactive→active
    ///       2  home           Notes: active→inactive→background→notRunning
    ///                         Notes crashed  ✗
    static func counterexample(
        _ c: ExploreFindings.Counterexample, _ f: ExploreFindings, colour: Bool, width: Int, replay: Bool = true
    ) -> String {
        var out = ""
        let n = c.steps.count
        let language = f.settings.language
        let shrunk =
            c.originalLength == n
            ? (language == .en ? ")" : "）")
            : Sentence(.exploreShrunk, "\(c.originalLength)", "\(n)", "\(c.shrinks)", "\(c.attempts)").text(language)
        let head: String
        switch c.failure {
        case .violation(let v, let step):
            head =
                (step == 0
                ? Sentence(.exploreBrokeBefore, line(v.name), origin(c.origin, language))
                : Sentence(.exploreBrokeAt, line(v.name), "\(step)", "\(n)", origin(c.origin, language))).text(language)
                + shrunk
        case .error(_, let step, _):
            head = Sentence(.exploreStoppedWithError, "\(step)", origin(c.origin, language)).text(language) + shrunk
        }
        out +=
            DisplayWidth.wrap(head, width: width, continuation: "  ").map { paint($0, 31, colour) }.joined(
                separator: "\n") + "\n"
        let wordsWidth = min(28, c.steps.map { DisplayWidth.of(line($0.said)) }.max() ?? 0)
        for (index, step) in c.steps.enumerated() {
            // XState's path colours: green up to the failure, red at it.
            let failing = index + 1 == c.failure.step
            for text in stepLines(index + 1, step, wordsWidth: wordsWidth, width: width, failing: failing) {
                out += paint(text, failing ? 31 : 32, colour) + "\n"
            }
        }
        let margin = "     "
        switch c.failure {
        case .violation(let v, _):
            let message =
                line(v.message(in: language))
                + (v.location.map { Sentence(.atLocation, line($0)).text(language) } ?? "")
            out +=
                DisplayWidth.wrap(message, width: width, prefix: margin, continuation: margin).joined(separator: "\n")
                + "\n"
            if let b = c.because {
                let because = Sentence(
                    .becauseStep, "\(b.step)", line(c.steps[b.step - 1].said), line(b.reason(in: language))
                ).text(language)
                out +=
                    DisplayWidth.wrap(because, width: width, prefix: margin, continuation: margin).joined(
                        separator: "\n") + "\n"
            }
        case .error(let message, _, _):
            out += indent(SafeText.terminalText(message), by: margin) + "\n"
        }
        guard replay else { return out }
        if let path = f.scenarioPath {
            out += Phrase.labelScenario.text(language) + line(path)
            if let reproduced = f.reproduced {
                let same = Sentence(c.failure.violation == nil ? .replayStopsSame : .replayFailsSame).text(language)
                out +=
                    reproduced
                    ? Sentence(.exploreReplayChecked, same).text(language)
                    : Sentence(.exploreReplayDiffers).text(language)
            }
            out +=
                "\n" + Phrase.labelReplay.text(language)
                + ShellWord.line(f.replay.runWords(path, scenario: f.scenarioName)) + "\n"
        }
        out += Phrase.labelAgain.text(language) + ShellWord.line(f.replay.exploreWords) + "\n"
        return out
    }

    /// One step: its number, its words, then each change on a line of its own in the column
    /// after the words (a state chain wraps at its arrows); `✗` ends the failing step.
    /// Which run found it (`random walk 6`, `breadth-first sequence 12`) in `language`.
    static func origin(_ origin: String, _ language: Language) -> String {
        let kinds: [(String, SentenceKey)] = [
            ("random walk ", .randomWalk), ("breadth-first sequence ", .breadthFirstSequence),
        ]
        for (prefix, key) in kinds where origin.hasPrefix(prefix) {
            return Sentence(key, String(origin.dropFirst(prefix.count))).text(language)
        }
        return origin
    }

    static func stepLines(_ number: Int, _ step: ExploreFindings.Step, wordsWidth: Int, width: Int, failing: Bool)
        -> [String]
    {
        let words = line(step.said)
        let head = DisplayWidth.leftPadded(String(number), to: 3) + "  " + words
        let column = 5 + wordsWidth + 2
        let room = width - column
        // Changes beside the words when they fit there, else under them.
        let changesColumn = room >= 20 ? column : 7
        let pad = String(repeating: " ", count: changesColumn)
        var lines: [String] = []
        var first = true
        for change in step.saidChanges.map(line) {
            let pieces = change.split(separator: "→", omittingEmptySubsequences: false).map(String.init)
            let space = width - changesColumn - (failing ? 3 : 0)  // the failing step ends with "  ✗"
            for text in DisplayWidth.wrap(pieces, joiner: "→", width: space, continuation: "  ") {
                if first, DisplayWidth.of(words) <= wordsWidth, changesColumn == column {
                    lines.append(DisplayWidth.padded(head, to: column) + text)
                } else {
                    if first { lines.append(head) }
                    lines.append(pad + text)
                }
                first = false
            }
        }
        if lines.isEmpty { lines.append(head) }
        if failing { lines[lines.count - 1] += "  ✗" }
        return lines
    }
}
