/// A value that keeps its own invariants, as swift-collections' `Heap` does: its fields are
/// `private(set)`, every change is a named mutation, and a mutation that could break an
/// invariant ends with `check()`, which stops a debug build at the write that broke it.
///
///     mutating func lock() {
///         locked = true
///         overlay = nil
///         check()
///     }
protocol KeepsInvariants {
    /// How a broken invariant names the owner ("screen", "permissions").
    static var owner: String { get }
    /// Every broken invariant, as a sentence. Empty when the value is sound.
    var violations: [String] { get }
}

extension KeepsInvariants {
    /// Stops with the violations, if any (debug builds only).
    func check() {
        #if DEBUG
        let problems = violations
        precondition(problems.isEmpty, "applife \(Self.owner) invariants broken: " + problems.joined(separator: "; "))
        #endif
    }
}
