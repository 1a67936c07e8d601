import Testing

/// A global first written by app code is usually a forgotten `local`.
@Suite struct GlobalsTests {
    @Test func aGlobalWrittenInACallbackWarnsWithItsLine() throws {
        let result = try run(
            """
            local todo = app { name = "Todo", delegate = {
              didBecomeActive = function(a) counter = 1 end,
            } }
            user.tap(todo)
            expect.equal(counter, 1)
            """)
        #expect(result.status == .passed, "\(result.summary)")
        let warning = try #require(result.records(.warning, app: "Todo").first)
        #expect(warning.message == "global 'counter' written in app code: did you forget 'local'?")
        #expect(warning.at == "test.lua:2")
    }

    @Test func globalsOfTheScenarioItselfDoNotWarn() throws {
        let result = try run(
            """
            shared = 1
            local todo = app { name = "Todo", delegate = {
              didBecomeActive = function(a) shared = shared + 1 end,
            } }
            user.tap(todo)
            expect.equal(shared, 2)
            """)
        #expect(result.status == .passed, "\(result.summary)")
        #expect(result.warnings.isEmpty)
    }
}
