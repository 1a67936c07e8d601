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
        // app{}'s fields and its ui (AppDeclaration, AppScreen)
        (
            "app { name = 'Todo', memory_mb = 'lots' }",
            "test.lua:1: app{} 'Todo': field 'memory_mb' must be a positive integer (got string)",
            "test.lua:1: app{} 'Todo'：字段 'memory_mb' 必须是正整数（得到的是 string）"
        ),
        (
            "\napp { name = 'Todo', sdk = 1 }",
            "test.lua:2: app{} 'Todo': field 'sdk' must be an iOS SDK version from 2 to 99, such as 27 (got 1)",
            "test.lua:2: app{} 'Todo'：字段 'sdk' 必须是 2 到 99 之间的 iOS SDK 版本，例如 27（得到的是 1）"
        ),
        (
            "app { name = '  ' }",
            "test.lua:1: app{}: field 'name' must not be empty (traces show it on every line)",
            "test.lua:1: app{}：字段 'name' 不能为空（时间线的每一行都显示它）"
        ),
        (
            "app { name = 'Todo', multiple_windows = true }",
            "test.lua:1: app{} 'Todo': multiple_windows needs life_cycle = \"scenes\" or \"swiftui\"",
            "test.lua:1: app{} 'Todo'：multiple_windows 需要 life_cycle = \"scenes\" 或 \"swiftui\""
        ),
        (
            "app { name = 'Todo', main = function() end, delegate = {} }",
            "test.lua:1: app{} 'Todo': field 'delegate' and main both give the app's code: with main, return "
                + "{ delegate = { ... } } from main (it runs in every new process)",
            "test.lua:1: app{} 'Todo'：字段 'delegate' 和 main 都给出了应用的代码：用 main 时，请从 main 返回 "
                + "{ delegate = { ... } }（main 在每个新进程里运行）"
        ),
        (
            "app { name = 'Todo', ui = { save = { run = 1 } } }",
            "test.lua:1: app{} 'Todo': ui.save.run must be a function (got number)",
            "test.lua:1: app{} 'Todo': ui.save.run 必须是函数（得到的是 number）"
        ),
        (
            "app { name = 'Todo', ui = { save = { rn = 1 } } }",
            "test.lua:1: app{} 'Todo': ui.save: unknown key 'rn' (did you mean 'run'?)",
            "test.lua:1: app{} 'Todo': ui.save：'rn' 不是已知的键（你是想写 'run' 吗？）"
        ),
        (
            "app { name = 'Todo', ui = { save = { args = {}, run = function() end } } }",
            "test.lua:1: app{} 'Todo': ui.save.args is empty: leave args out for an entry that takes no argument",
            "test.lua:1: app{} 'Todo': ui.save.args 是空的：不接受参数的条目请不要写 args"
        ),
        (
            "app { name = 'Todo', ui = { save = { args = { {} }, run = function() end } } }",
            "test.lua:1: app{} 'Todo': ui.save.args[1] is a table: a ui argument is a string, a number or a boolean",
            "test.lua:1: app{} 'Todo': ui.save.args[1] 是 table：ui 的参数只能是字符串、数字或布尔值"
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
