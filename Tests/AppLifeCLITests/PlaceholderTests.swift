import Testing
@testable import AppLifeCLI
@Test func placeholder() { #expect(Bool(true)) }
