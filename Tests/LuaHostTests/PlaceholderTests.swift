import Testing
@testable import LuaHost
@Test func placeholder() { #expect(Bool(true)) }
