import Testing
@testable import Lifecycle
@Test func placeholder() { #expect(Bool(true)) }
