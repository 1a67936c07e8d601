import Testing
@testable import ScriptBindings

/// The line a captured variable is declared on, as the function defined on a line sees it.
@Suite struct DeclarationLinesTests {
    static let source = """
        local draft, n = "", 0
        local function helper(x) return x end
        for i = 1, 3 do local inner = i end
        local function make(count)
          local draft = "shadow"
          if count then
            local branch = 1
          else
            local other = 2
            local f = function() return other, draft, count end
          end
          return function() return draft, count, branch end
        end
        local g = function() return draft, n, helper, inner, i end
        """

    @Test(
        arguments: [
            ("draft", 14, 1), ("n", 14, 1), ("helper", 14, 2), ("inner", 14, nil), ("i", 14, nil),
            ("other", 10, 9), ("draft", 10, 5), ("count", 10, 4), ("branch", 12, nil), ("draft", 12, 5),
            ("missing", 99, nil),
        ] as [(String, Int, Int?)])
    func theDeclarationInSight(name: String, line: Int, declared: Int?) {
        #expect(DeclarationLines(source: Array(Self.source.utf8)).line(of: name, visibleAt: line) == declared)
    }
}
