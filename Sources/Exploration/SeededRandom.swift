/// A small seeded generator (SplitMix64): the same seed gives the same numbers on every
/// machine, so a random walk is reproducible from its seed alone.
///
///     var random = SeededRandom(seed: 42)
///     random.below(10)              // 0..<10
///     SeededRandom.derive(42, 7)    // the seed of walk 7 of an exploration seeded 42
public struct SeededRandom: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0), without modulo bias.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "SeededRandom.below needs a positive bound")
        let b = UInt64(bound)
        let limit = UInt64.max - UInt64.max % b
        while true {
            let x = next()
            if x < limit { return Int(x % b) }
        }
    }

    /// An independent seed for item `index` of a run seeded `seed`: walk 7 is the same walk
    /// whichever worker runs it.
    public static func derive(_ seed: UInt64, _ index: Int) -> UInt64 {
        var mixer = SeededRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
