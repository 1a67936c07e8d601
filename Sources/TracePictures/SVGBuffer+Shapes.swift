/// The small shapes both timeline renderers draw (`run --svg`'s and the studio's growing
/// one), so that their pictures stay alike.
extension SVGBuffer {
    /// The `//` where a shortened gap cuts a lane's state bar, centred on `x` between `top`
    /// and `bottom`.
    mutating func gapBreak(at x: Double, top: Double, bottom: Double) {
        let n = PictureText.number
        element(
            "path",
            [
                "class": "gap-fill",
                "d": "M\(n(x - 5)) \(n(bottom))L\(n(x - 1)) \(n(top))L\(n(x + 5)) \(n(top))L\(n(x + 1)) \(n(bottom))Z",
            ])
        element(
            "path",
            [
                "class": "gap-break",
                "d": "M\(n(x - 5)) \(n(bottom))L\(n(x - 1)) \(n(top))M\(n(x + 1)) \(n(bottom))L\(n(x + 5)) \(n(top))",
            ])
    }

    /// The small downward triangle at `x` above a task bar whose top is `y`: the task's
    /// expiration.
    mutating func expiration(at x: Double, barTop y: Double) {
        let n = PictureText.number
        element(
            "path", ["class": "expire", "d": "M\(n(x - 4)) \(n(y - 3))L\(n(x + 4)) \(n(y - 3))L\(n(x)) \(n(y + 4))Z"])
    }
}
