import MessageCatalog
import Testing

@testable import AppLifeCLI

/// Lua's commonest runtime errors get one Chinese line after Lua's own words (issue 38);
/// English gets none, and a message that is none of them gets none.
@Suite struct RuntimeErrorExplanationTests {
    static let shapes: [(message: String, chinese: String)] = [
        ("t.lua:3: attempt to index a nil value (local 'x')", "Lua 的意思是：local 'x' 是 nil，不能在它上面取字段"),
        ("t.lua:3: attempt to index a nil value", "Lua 的意思是：你在一个 nil 值上取字段"),
        ("t.lua:3: attempt to call a nil value (global 'foo')", "Lua 的意思是：global 'foo' 是 nil，不能当函数调用"),
        ("t.lua:3: attempt to call a nil value (method 'tap')", "Lua 的意思是：method 'tap' 是 nil"),
        ("t.lua:3: attempt to perform arithmetic on a nil value (field 'n')", "你对一个不是数字的值"),
        ("t.lua:3: attempt to compare number with nil", "< 或 > 比较的两个值不能比较"),
        ("t.lua:3: attempt to concatenate a nil value (local 's')", ".. 只能连接文本和数字"),
        ("t.lua:3: bad argument #2 to 'format' (number expected, got nil)", "传给 format 的第 2 个参数不对"),
    ]

    @Test(arguments: shapes.indices)
    func eachShapeIsExplainedInChineseOnly(_ index: Int) {
        let (message, chinese) = Self.shapes[index]
        let zh = ErrorExplanation.lines(for: message + "\nstack traceback:\n\t[C]: in ?", .zh)
        #expect(zh.count == 1 && zh[0].contains(chinese), "\(zh)")
        #expect(ErrorExplanation.lines(for: message, .en).isEmpty)
    }

    @Test func otherMessagesAndTracebacksAreNotExplained() {
        #expect(ErrorExplanation.lines(for: "t.lua:3: boom", .zh).isEmpty)
        // Only the first line is read: a traceback naming a nil value is not the error.
        #expect(ErrorExplanation.lines(for: "t.lua:3: boom\nattempt to call a nil value", .zh).isEmpty)
        // A syntax error is explained as one.
        let syntax = ErrorExplanation.lines(for: "t.lua:1: attempt to compare near 'x'", syntax: true, .zh)
        #expect(syntax == [Sentence(.syntaxErrorExplained).text(.zh)])
    }

    /// A name with `{1}` is kept as written; a huge one is cut.
    @Test func namesAreKeptAndCut() throws {
        let braces = ErrorExplanation.lines(for: "t.lua:3: attempt to index a nil value (local '{1}{2}')", .zh)
        #expect(braces.first?.contains("local '{1}{2}' 是 nil") == true, "\(braces)")
        let huge = String(repeating: "x", count: 100_000)
        let long = ErrorExplanation.lines(for: "t.lua:3: attempt to call a nil value (global '\(huge)')", .zh)
        #expect(try #require(long.first).utf8.count < 400)
    }
}
