/// A point on (or a span of) the device's virtual clock, in whole nanoseconds.
///
///     let t = VirtualTime.seconds(2.5)
///     t.nanoseconds        // 2_500_000_000
///     t.jsonSeconds        // "2.5"
///     t.fixed3             // "2.500"
///
/// Integers, not floating point, so that sums of many small steps never drift and the
/// same inputs always print the same bytes.
public struct VirtualTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    public static let zero = VirtualTime(nanoseconds: 0)

    /// Converts seconds to nanoseconds, rounding to the nearest nanosecond.
    /// Non-finite or absurdly large values clamp to about 292 years.
    public static func seconds(_ s: Double) -> VirtualTime {
        guard s.isFinite else { return VirtualTime(nanoseconds: s < 0 ? -maxNanos : maxNanos) }
        let ns = (s * 1e9).rounded()
        if ns >= Double(maxNanos) { return VirtualTime(nanoseconds: maxNanos) }
        if ns <= -Double(maxNanos) { return VirtualTime(nanoseconds: -maxNanos) }
        return VirtualTime(nanoseconds: Int64(ns))
    }

    static let maxNanos: Int64 = .max

    public var seconds: Double { Double(nanoseconds) / 1e9 }

    public static func < (a: VirtualTime, b: VirtualTime) -> Bool { a.nanoseconds < b.nanoseconds }
    /// Saturating: past the last instant the clock can show (about 292 years) a sum
    /// stays there, as every time addition in the engine does (``Swift/Int64/later(by:)``).
    public static func + (a: VirtualTime, b: VirtualTime) -> VirtualTime {
        VirtualTime(nanoseconds: a.nanoseconds.later(by: b.nanoseconds))
    }
    public static func - (a: VirtualTime, b: VirtualTime) -> VirtualTime {
        let (difference, overflow) = a.nanoseconds.subtractingReportingOverflow(b.nanoseconds)
        return VirtualTime(nanoseconds: overflow ? (b.nanoseconds > 0 ? .min : .max) : difference)
    }

    /// Seconds with the fewest decimals that are exact, but at least one: "2.0", "0.001".
    public var jsonSeconds: String {
        let negative = nanoseconds < 0
        let magnitude = nanoseconds.magnitude
        let whole = magnitude / 1_000_000_000
        var frac = magnitude % 1_000_000_000
        var digits = 9
        while digits > 1 && frac % 10 == 0 {
            frac /= 10
            digits -= 1
        }
        let fracText = String(frac)
        let padded = String(repeating: "0", count: digits - fracText.count) + fracText
        return (negative ? "-" : "") + String(whole) + "." + padded
    }

    /// Seconds rounded half-up to milliseconds, always three decimals: "0.000", "12.345".
    public var fixed3: String {
        let negative = nanoseconds < 0
        let millis = (nanoseconds.magnitude + 500_000) / 1_000_000
        let fracText = String(millis % 1000)
        let padded = String(repeating: "0", count: 3 - fracText.count) + fracText
        return (negative ? "-" : "") + String(millis / 1000) + "." + padded
    }

    public var description: String { jsonSeconds + "s" }
}

extension Int64 {
    /// `self + span` on the virtual clock (nanoseconds), saturating at the last
    /// representable instant (about 292 years) instead of trapping: engine code adds
    /// times only through this, so no argument, however large, can overflow the clock.
    ///
    ///     Int64.max.later(by: 1)   // Int64.max
    @inline(__always)
    public func later(by span: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(span)
        return overflow ? (span > 0 ? .max : .min) : sum
    }
}
