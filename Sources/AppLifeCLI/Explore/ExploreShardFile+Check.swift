/// What in a shard's file `explore --shard i/n` cannot have written. A shard's file comes
/// from another machine (a CI artefact anyone with push access can replace), so before merge
/// uses any of it, its settings are in the ranges the flags allow, every count is one its
/// runs and depth could give, and a failing run is named as explore names it: a walk
/// numbered 1 to `runs` (`random walk N`), or at most `depth` choices
/// (`breadth-first sequence N`). The origin is only ever one of those two forms, so no text
/// from the file reaches a counterexample.
extension ExploreShardFile {
    /// Why this file is not one explore writes, or nil.
    func problem() -> String? {
        let runs = settings.runs, depth = settings.depth
        guard (1...ExploreSettings.maxRuns).contains(runs), (1...ExploreSettings.maxDepth).contains(depth) else {
            return "settings of \(runs) runs at depth \(depth) (explore allows 1 to \(ExploreSettings.maxRuns) runs, "
                + "depth 1 to \(ExploreSettings.maxDepth))"
        }
        for part in parts {
            if let problem = part.problem(runs: runs, depth: depth) { return problem }
        }
        return nil
    }
}

extension ExploreShardFile.Part {
    fileprivate func problem(runs: Int, depth: Int) -> String? {
        guard phase == "walks" && level == nil || phase == "breadthFirst" && (0...depth).contains(level ?? -1) else {
            return "a part of phase '\(phase)' is not one explore writes"
        }
        let counts = [("walks", walks), ("breadth-first runs", breadthFirstRuns), ("covered runs", coverage.runs)]
        for (name, count) in counts where count > runs {
            return "\(count) \(name) in a part, but the shards made \(runs) runs"
        }
        guard deepestBreadthFirst <= depth, coverage.steps <= runs * depth else {
            return "a part counts \(coverage.steps) steps, deepest \(deepestBreadthFirst), "
                + "more than \(runs) runs of depth \(depth) make"
        }
        return found?.problem(runs: runs, depth: depth)
    }
}

extension ExploreShardFile.Found {
    fileprivate func problem(runs: Int, depth: Int) -> String? {
        switch (walk, choices) {
        case (let walk?, nil):
            guard (1...runs).contains(walk), origin == "random walk \(walk)" else {
                return "the failing run is walk \(walk), which \(runs) runs do not make"
            }
        case (nil, let choices?):
            guard choices.count <= depth, choices.allSatisfy({ (0...Int(Int32.max)).contains($0) }),
                let number = Self.sequenceNumber(origin), (1...runs).contains(number)
            else {
                return "the failing run has \(choices.count) choices, which \(runs) runs of depth \(depth) do not make"
            }
        default: return "the failing run names no walk and no choices"
        }
        return nil
    }

    /// N of `breadth-first sequence N`, or nil when `origin` is not of that form.
    private static func sequenceNumber(_ origin: String) -> Int? {
        let prefix = "breadth-first sequence "
        guard origin.hasPrefix(prefix) else { return nil }
        let digits = origin.dropFirst(prefix.count)
        guard (1...7).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
