/// Edit distance for "did you mean" suggestions (switch names, delegate keys).
public enum Spelling {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        // Names are short: a long word is no typo of one (and would cost its length squared).
        guard word.utf8.count <= 256 else { return nil }
        let target = Array(word.lowercased())
        var best: (String, Int)?
        for c in candidates {
            let d = distance(target, Array(c.lowercased()))
            if best == nil || d < best!.1 { best = (c, d) }
        }
        guard let (name, d) = best, d <= max(2, target.count / 3) else { return nil }
        return name
    }

    /// What an "expected one of" message lists: every candidate when there are at most
    /// `limit`, else the three nearest to `word` and how many there are ("the nearest:
    /// didBecomeActive, willResignActive, didEnterBackground; 41 in all"), so a wrong name
    /// never prints a page of names. Names that contain the word's last part (`fetch` of
    /// `system.fetch`, three letters or more) come first: `system.background_fetch`.
    public static func listed(for word: String, in candidates: [String], limit: Int = 8) -> String {
        guard candidates.count > limit else { return candidates.joined(separator: ", ") }
        let lowered = word.utf8.count <= 256 ? word.lowercased() : ""
        let target = Array(lowered)
        let part = lowered.split(separator: ".").last.map(String.init) ?? ""
        func containsPart(_ name: String) -> Int { part.count >= 3 && name.lowercased().contains(part) ? 0 : 1 }
        let ranked = candidates.enumerated().map {
            (containsPart($1), distance(target, Array($1.lowercased())), $0, $1)
        }.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }
        return "the nearest: " + ranked.prefix(3).map(\.3).joined(separator: ", ") + "; \(candidates.count) in all"
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
