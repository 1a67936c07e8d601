import Lifecycle
import MessageCatalog
import ScriptBindings
import Testing

/// The errors a learner meets, in the session's language (issue 38): an engine refusal, an
/// engine error and a misuse of the API read Chinese in Chinese and exactly the old text in
/// English, at the same file:line.
@Suite struct ErrorLanguageTests {
    static let cases: [(source: String, english: String, chinese: String)] = [
        (
            "local t = app { name = 'Todo' }\nuser.lock()\nuser.tap(t)",
            "test.lua:3: cannot tap Todo: the device is locked", "test.lua:3: 不能 tap Todo：设备已锁定"
        ),
        (
            "local t = app { name = 'Todo' }\nuser.tap(t)\nuser.dismiss()",
            "test.lua:3: cannot dismiss: nothing is shown over the app",
            "test.lua:3: 不能 dismiss：应用上面什么也没有显示"
        ),
        (
            "local t = app { name = 'Todo' }\n\nuser.hom()",
            "test.lua:3: unknown function 'user.hom' (did you mean 'user.home'?)",
            "test.lua:3: 'user.hom' 不是已知的函数（你是想写 'user.home' 吗？）"
        ),
        (
            "local t = app { name = 'Todo' }\nuser.tap(t)\ndevice { lock = 'x' }",
            "test.lua:3: device{} must come before the first user or system action",
            "test.lua:3: device{} 必须写在第一个用户或系统操作之前"
        ),
        (
            "local t = app { name = 'Todo',\n\n bundel_id = 'x' }",
            "unknown app{} field 'bundel_id' (did you mean 'bundle_id'?)",
            "'bundel_id' 不是已知的app{} 的字段（你是想写 'bundle_id' 吗？）"
        ),
        (
            "device { lock = 'nevr' }",
            "test.lua:1: bad value 'nevr' for switch 'lock' (resignOnly or background expected)",
            "test.lua:1: 开关 'lock' 不接受值 'nevr'（应为 resignOnly or background 之一）"
        ),
        (
            "local t = app { name = 'Todo', delegate = { didBecomeActive = function() user.home() end } }\n\nuser.tap(t)",
            "user.home cannot be called from app code (a callback or block): call it from the scenario",
            "user.home 不能在应用代码（回调或 block）里调用：请在用例里调用它"
        ),
        (
            "local t = app { name = 'Todo' }\n\nuser.tap('Nots')",
            "no app named 'Nots'; pass the handle app{} returned)",
            "(没有叫 'Nots' 的应用；请传入 app{} 返回的句柄)"
        ),
    ]

    @Test(arguments: cases.indices)
    func anErrorReadsChineseInChineseAndTheOldTextInEnglish(_ index: Int) throws {
        let (source, english, chinese) = Self.cases[index]
        let en = try run(source, language: .en)
        let zh = try run(source, language: .zh)
        #expect(en.status == .error && zh.status == .error)
        #expect(en.report?.contains(english) == true, "\(en.summary)")
        #expect(zh.report?.contains(chinese) == true, "\(zh.summary)")
        #expect(zh.report?.contains(english) == false, "\(zh.summary)")
        #expect(en.location == zh.location)
    }

    /// A name holding `{1}` stays as written; a huge one is cut in either language.
    @Test func bracesAndHugeNamesInDidYouMean() throws {
        let huge = String(repeating: "q", count: 50_000)
        for language in Language.allCases {
            let braces = try run("user['ho{1}me']()", language: language)
            #expect(braces.report?.contains("'user.ho{1}me'") == true, "\(braces.summary)")
            let long = try run("user['\(huge)']()", language: language)
            #expect(long.status == .error)
            #expect((long.report?.utf8.count ?? 0) < 2_000, "\(language)")
            let tapped = try run("app { name = 'Todo' }\nuser.tap(string.rep('x', 100000))", language: language)
            #expect(tapped.status == .error)
            #expect((tapped.report?.utf8.count ?? 0) < 2_000, "\(language)")
        }
    }
}
