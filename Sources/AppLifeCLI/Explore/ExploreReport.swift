import Lifecycle
import TracePictures

/// The text `applife explore` prints: what was explored, the counterexample (violated
/// invariant, numbered steps with the state changes each caused, the failing step with
/// what was seen and the step that explains it, how to replay it), then the coverage.
///
///     ✗ invariant "no background task killed at expiry" broke at step 3 of 3 (random walk 4, shrunk from 17 steps)
///        1  tap Notes     Notes: notRunning→inactive→active
///        …
enum ExploreReport {
    static func text(_ f: ExploreFindings, colour: Bool) -> String {
        let e = f.settings.exploration
        var out = "applife explore \(line(f.path)): seed \(f.settings.seed), strategy \(e.strategy.rawValue), "
        out += "up to \(e.runs) runs of up to \(e.depth) steps\n"
        out += "invariants: " + f.invariants.map { "\"\(line($0))\"" }.joined(separator: ", ") + "\n"
        out += runsLine(f.result) + "\n\n"
        if let c = f.counterexample {
            out += counterexample(c, f, colour: colour)
        } else {
            out += paint("✓ no invariant broke", 32, colour) + "\n"
        }
        out += "\n" + ExploreCoverageText.text(f.result.coverage)
        if let path = f.coveragePath { out += "picture: \(line(path)) (Mermaid state diagrams, uncovered transitions marked ✗)\n" }
        return out
    }

    static func runsLine(_ r: ExplorationResult) -> String {
        var parts: [String] = []
        if r.breadthFirstRuns > 0 {
            parts.append("\(r.breadthFirstRuns) breadth-first sequence\(r.breadthFirstRuns == 1 ? "" : "s") of up to \(r.deepestBreadthFirst) steps")
        }
        if r.walks > 0 { parts.append("\(r.walks) random walk\(r.walks == 1 ? "" : "s")") }
        let stop: String
        switch r.stop {
        case .budget: stop = "every run asked for"
        case .exhausted: stop = "every sequence up to the depth"
        case .failure: stop = "stopped at the first failure"
        }
        return "ran " + (parts.isEmpty ? "nothing" : parts.joined(separator: ", ")) + ", \(r.coverage.steps) steps (\(stop))"
    }

    /// The failing sequence, step by step; `replay` adds where the scenario is and how to run it again.
    static func counterexample(_ c: ExploreFindings.Counterexample, _ f: ExploreFindings, colour: Bool, replay: Bool = true) -> String {
        var out = ""
        let n = c.steps.count
        switch c.failure {
        case .violation(let v, let step):
            let when = step == 0 ? "before the first step (in the file's main chunk)" : "at step \(step) of \(n)"
            var head = "✗ invariant \"\(line(v.name))\" broke \(when) (\(c.origin)"
            head += c.originalLength == n ? ")" : ", shrunk from \(c.originalLength) to \(n) steps in \(c.shrinks) shrinks, \(c.attempts) replays)"
            out += paint(head, 31, colour) + "\n"
        case .error(_, let step):
            out += paint("✗ the run stopped with an error at step \(step) (\(c.origin))", 31, colour) + "\n"
        }
        let width = min(28, c.steps.map(\.words.count).max() ?? 0)
        for (index, step) in c.steps.enumerated() {
            let number = String(repeating: " ", count: max(0, 3 - String(index + 1).count)) + String(index + 1)
            var line = "\(number)  " + Self.line(step.words).padding(width)
            if !step.changes.isEmpty { line += "  " + Self.line(step.changes.joined(separator: "   ")) }
            // XState's path colours: green up to the failure, red at it.
            let failing = index + 1 == c.failure.step
            out += (failing ? paint(line + "  ✗", 31, colour) : paint(line, 32, colour)) + "\n"
        }
        switch c.failure {
        case .violation(let v, _):
            out += "     " + line(v.message) + (v.location.map { " (at \(line($0)))" } ?? "") + "\n"
            if let b = c.because {
                out += "     because step \(b.step) (\(line(c.steps[b.step - 1].words))) \(line(b.reason))\n"
            }
        case .error(let message, _):
            out += indent(SafeText.terminalText(message), by: "     ") + "\n"
        }
        guard replay else { return out }
        if let path = f.scenarioPath {
            out += "scenario: \(line(path))"
            if let reproduced = f.reproduced {
                out += reproduced ? " (checked: `applife run` fails with the same invariant)" : " (WARNING: `applife run` on it did not fail the same way)"
            }
            out += "\nreplay:   " + ShellWord.line(f.replay.runWords(path, scenario: f.scenarioName)) + "\n"
        }
        out += "again:    " + ShellWord.line(f.replay.exploreWords) + "\n"
        return out
    }

    /// Text from the script or the command line, shown on one line with its control
    /// characters as symbols (``SafeText``).
    static func line(_ text: String) -> String { SafeText.terminalLine(text) }

    static func paint(_ text: String, _ code: Int, _ colour: Bool) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    static func indent(_ text: String, by prefix: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
