/// An error a test throws to fail with a message of its own:
///
///     guard results.count == 1 else { throw TestFailure("expected one scenario, got \(results.count)") }
public struct TestFailure: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
