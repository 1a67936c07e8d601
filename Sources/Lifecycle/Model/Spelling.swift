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
