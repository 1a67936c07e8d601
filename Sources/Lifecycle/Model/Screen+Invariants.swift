/// What must hold of the screen whatever the apps do: checked by each mutation (debug
/// builds) and with the device's own invariants.
extension Screen {
    var violations: [String] {
        var problems: [String] = []
        if !lockReturn.isEmpty && !locked { problems.append("apps wait for an unlock on an unlocked device") }
        if locked, let overlay { problems.append("\(overlay.words) is shown on a locked device") }
        if Set(foreground.map(\.app)).count > 1 { problems.append("scenes of several apps on screen") }
        return problems
    }
}
