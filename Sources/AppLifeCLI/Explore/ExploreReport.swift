import MessageCatalog
import Exploration
import Lifecycle
import TracePictures

/// The text `applife explore` prints: what was explored, the verdict (how much was tried and
/// how to try more), or the counterexample (``counterexample(_:_:colour:width:replay:)``),
/// then the coverage; fitted to `width` columns, aligned by display width.
///
///     ✓ no invariant broke in 500 runs, 5477 steps: 20 of 25 transitions and 9 of 10
///       callbacks reached; try more with --runs 5000
enum ExploreReport {
    static func text(_ f: ExploreFindings, colour: Bool, width: Int) -> String {
        let e = f.settings.exploration
        let language = f.settings.language
        func say(_ phrase: Phrase, _ arguments: String...) -> String { phrase.text(language, arguments: arguments) }
        var lines: [String] = []
        let budget = f.settings.timeBudget.map { say(.exploreBudget, TextFunctions.printf("%g", $0)) } ?? ""
        let shard = f.settings.shard.map { say(.exploreShard, "\($0.index)", "\($0.count)") } ?? ""
        lines += DisplayWidth.wrap(
            say(
                .exploreHeader, line(f.path), "\(f.settings.seed)", e.strategy.rawValue, "\(e.runs)", budget,
                "\(e.depth)", shard), width: width, continuation: "  ")
        let invariants = say(.exploreInvariants)
        lines += DisplayWidth.wrap(
            f.invariants.map { "\"\(line($0))\"" }, joiner: Phrase.listSeparator(language), width: width,
            prefix: invariants, continuation: String(repeating: " ", count: DisplayWidth.of(invariants)))
        lines += DisplayWidth.wrap(runsLine(f.result, f.settings.language), width: width, continuation: "  ")
        var out = lines.joined(separator: "\n") + "\n\n"
        if let c = f.counterexample {
            out += counterexample(c, f, colour: colour, width: width)
        } else {
            out +=
                DisplayWidth.wrap(verdict(f), width: width, continuation: "  ").map { paint($0, 32, colour) }
                .joined(separator: "\n") + "\n"
        }
        out += "\n" + ExploreCoverageText.text(f.result.coverage, width: width, language: language)
        if let path = f.shardPath {
            out +=
                DisplayWidth.wrap(
                    say(.exploreShardFile, line(path)), width: width, continuation: "  "
                ).joined(separator: "\n") + "\n"
        }
        if let path = f.coveragePath {
            out +=
                DisplayWidth.wrap(
                    say(.explorePicture, line(path)), width: width, continuation: "  "
                ).joined(separator: "\n") + "\n"
        }
        return out
    }

    static func runsLine(_ r: ExplorationResult, _ language: Language = .en) -> String {
        var parts: [String] = []
        if r.breadthFirstRuns > 0 {
            parts.append(
                Sentence(
                    .exploreBreadthFirstRuns, "\(r.breadthFirstRuns)", "\(r.deepestBreadthFirst)",
                    r.breadthFirstRuns == 1 ? "" : "s"
                ).text(language))
        }
        if r.walks > 0 { parts.append(Sentence(.exploreWalks, "\(r.walks)", r.walks == 1 ? "" : "s").text(language)) }
        let stop: SentenceKey
        switch r.stop {
        case .budget: stop = .exploreStopBudget
        case .exhausted: stop = .exploreStopExhausted
        case .failure: stop = .exploreStopFailure
        }
        let ran =
            parts.isEmpty
            ? Sentence(.exploreRanNothing).text(language) : parts.joined(separator: language == .en ? ", " : "，")
        return Sentence(.exploreRan, ran, "\(r.coverage.steps)", Sentence(stop).text(language)).text(language)
    }

    /// What a clean exploration tried, and the flag that tries more.
    static func verdict(_ f: ExploreFindings) -> String {
        let coverage = f.result.coverage
        let runs = f.result.runs
        let possible = coverage.apps.reduce(0) { $0 + $1.possibleTransitions.count }
        let taken = coverage.apps.reduce(0) { $0 + $1.coveredLegalTransitions }
        let callable = coverage.apps.reduce(0) { $0 + $1.callableCallbacks.count }
        let called = coverage.apps.reduce(0) { $0 + $1.callableCallbacks.count - $1.unreachedCallbacks.count }
        return Sentence(
            .exploreNoBreak, "\(runs)", "\(coverage.steps)", "\(taken)", "\(possible)", "\(called)", "\(callable)",
            more(f), runs == 1 ? "run" : "runs"
        ).text(f.settings.language)
    }

    /// How to try more: longer sequences when breadth-first search ran out of them, else
    /// more runs, else other walks.
    static func more(_ f: ExploreFindings) -> String {
        let e = f.settings.exploration
        let language = f.settings.language
        if f.result.stop == .exhausted, e.depth < ExploreSettings.maxDepth {
            return Sentence(.exploreTryDeeper, "\(e.depth)", "\(e.depth + 1)").text(language)
        }
        if e.runs < ExploreSettings.maxRuns {
            return Sentence(.exploreTryMoreRuns, "\(min(ExploreSettings.maxRuns, e.runs * 10))").text(language)
        }
        return Sentence(.exploreTryOtherSeed, "\(f.settings.seed &+ 1)").text(language)
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
