import Lifecycle

#if canImport(Glibc)
import Glibc
#endif

/// The horizontal axis of a timeline: virtual time is not drawn to scale.
/// Records at the same instant stand side by side, one `step` apart, in the
/// order they happened; the gap between two instants grows with the logarithm
/// of its length, so a 600 s wait does not squash a launch that takes no time.
/// Gaps of `compressedFrom` or more are marked as shortened. A layout wider
/// than `maxWidth` is scaled down as a whole (marks then merge, see ``MarkGroup``).
///
///     let axis = TimeAxis(times: timeline.times)
///     axis.x(5)          // where record 5 is drawn
///     axis.x(axis.count) // the end of the scenario
struct TimeAxis {
    struct Instant {
        let time: VirtualTime
        let first: Int
        let last: Int
        let x0: Double
        let x1: Double
    }

    struct Gap {
        let duration: VirtualTime
        let x0: Double
        let x1: Double
        let compressed: Bool
    }

    static let step = 18.0
    static let tail = 40.0
    static let maxWidth = 9000.0
    static let compressedFrom = VirtualTime.seconds(5)

    /// The width a gap of `duration` gets before any scaling.
    static func gapWidth(_ duration: VirtualTime) -> Double {
        30 + 36 * log2(1 + duration.seconds)
    }

    private(set) var positions: [Double]
    private(set) var instants: [Instant] = []
    private(set) var gaps: [Gap] = []
    /// From 0 to the end of the last record's tail.
    private(set) var width: Double
    /// 1 unless the layout had to shrink to fit `maxWidth`.
    private(set) var scale: Double = 1

    var count: Int { positions.count - 1 }

    init(times: [VirtualTime], maxWidth: Double = TimeAxis.maxWidth) {
        positions = []
        positions.reserveCapacity(times.count + 1)
        var x = Self.step / 2
        for (index, time) in times.enumerated() {
            if index > 0 {
                x += time == times[index - 1] ? Self.step : Self.gapWidth(time - times[index - 1])
            }
            positions.append(x)
        }
        width = (positions.last ?? 0) + Self.tail
        positions.append(width - Self.tail / 2)
        if width > maxWidth {
            scale = maxWidth / width
            for index in positions.indices { positions[index] *= scale }
            width = maxWidth
        }
        var first = 0
        for index in times.indices where index + 1 == times.count || times[index + 1] != times[index] {
            instants.append(
                Instant(time: times[index], first: first, last: index, x0: positions[first], x1: positions[index]))
            first = index + 1
        }
        for (left, right) in zip(instants, instants.dropFirst()) {
            let duration = right.time - left.time
            gaps.append(Gap(duration: duration, x0: left.x1, x1: right.x0, compressed: duration >= Self.compressedFrom))
        }
    }

    /// Where record `index` is drawn; `count` is the end of the scenario.
    func x(_ index: Int) -> Double { positions[index] }
}
