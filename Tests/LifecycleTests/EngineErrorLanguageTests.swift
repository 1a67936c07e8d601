import MessageCatalog
import Testing

@testable import Lifecycle

/// The engine's errors in the learner's language (issue 38): Chinese in `.zh`, and in `.en`
/// exactly the English every golden holds (`description` is the English).
@Suite struct EngineErrorLanguageTests {
    @Test func aRefusalReadsChineseInChineseAndTheOldTextInEnglish() throws {
        let w = World()
        try w.device.lock()
        let refusal = try #require(w.device.refusal(of: .tap(w.mail)))
        #expect(refusal.text(.en) == "cannot tap Mail: the device is locked")
        #expect(refusal.description == refusal.text(.en))
        #expect(refusal.text(.zh) == "不能 tap Mail：设备已锁定")
    }

    @Test func aRefusalWithASuggestionSaysItInChinese() throws {
        let w = World()
        let refusal = try #require(w.device.refusal(of: .shortcut(w.todo, type: "com.acme.nwe")))
        #expect(
            refusal.text(.en)
                == "cannot choose the quick action com.acme.nwe of Todo: Todo has no quick action 'com.acme.nwe' "
                + "(did you mean 'com.acme.new'?); its quick actions: com.acme.new, new")
        #expect(refusal.text(.zh).contains("Todo 没有快捷操作 'com.acme.nwe'（你是想写 'com.acme.new' 吗？）"))
        #expect(!refusal.text(.zh).contains("did you mean"))
    }

    @Test func theOtherCasesReadChineseToo() throws {
        let cases: [(EngineError, String, String)] = [
            (
                .unknownSwitch(name: "lok", suggestion: "lock"), "unknown switch 'lok', did you mean 'lock'?",
                "没有叫 'lok' 的开关，你是想写 'lock' 吗？"
            ),
            (
                .badDuration("advance(by:)", -1),
                "bad duration for advance(by:): -1.0 (a finite number of seconds >= 0 expected)",
                "advance(by:) 的时长不对：-1.0（应为一个有限的、>= 0 的秒数）"
            ),
            (
                .neverIdle(app: "Todo", interval: 1, origin: "t.lua:3", ticks: 9),
                "run_until_idle() would never return: a repeating timer of Todo (every 1 s, started at t.lua:3) ticked 9 "
                    + "times and keeps firing while Todo is in the foreground; cancel it (timer:cancel()) or let time pass "
                    + "with wait(seconds)",
                "run_until_idle() 永远不会返回：Todo 的一个重复定时器（每 1 秒，在 t.lua:3 启动）已经触发了 9 次，"
                    + "只要 Todo 在前台它就一直触发；取消它（timer:cancel()），或者用 wait(seconds) 让时间流逝"
            ),
            (
                .badSwitchValue(name: "lock", value: "3", expected: Sentence(.expectOneOf, "a or b")),
                "bad value 3 for switch 'lock' (a or b expected)", "开关 'lock' 不接受值 3（应为 a or b 之一）"
            ),
            (
                .unsupportedVersion(1), "iOS 1 is not modelled: choose a version from 2 (iPhone OS 2) to 27",
                "applife 没有模拟 iOS 1"
            ),
        ]
        for (error, english, chinese) in cases {
            #expect(error.text(.en) == english)
            #expect(error.description == english)
            #expect(error.text(.zh).hasPrefix(chinese), "\(error.text(.zh))")
        }
    }

    @Test func aBadURLSaysWhyInEitherLanguage() {
        #expect {
            _ = try AppURL("todolist://a b")
        } throws: { error in
            guard let error = error as? EngineError else { return false }
            return error.text(.en) == "bad URL 'todolist://a b': it contains a space (write %20)"
                && error.text(.zh) == "URL 'todolist://a b' 不对：它含有空格（写成 %20）"
        }
    }

    /// An argument holding `{1}` is text, never a blank; a huge name is cut.
    @Test func argumentsAreNeverReadAsBlanksAndHugeNamesAreCut() throws {
        let braces = EngineError.invalidAction(action: "tap {1}", reason: Sentence(.refusedNoScenes, "{2}{1}"))
        #expect(
            braces.text(.en)
                == "cannot tap {1}: {2}{1} has no scenes (app{ life_cycle = \"app\" }); kill the app instead")
        #expect(braces.text(.zh).hasPrefix("不能 tap {1}：{2}{1} 没有场景"))
        let w = World()
        let huge = String(repeating: "x", count: 100_000)
        let refusal = try #require(w.device.refusal(of: .shortcut(w.todo, type: huge)))
        for language in Language.allCases {
            #expect(refusal.text(language).utf8.count < 2_000, "\(language)")
        }
        #expect(!refusal.text(.zh).contains("did you mean"))
    }

    /// Exploration asks without wording: the refusal found is the one placeholder.
    @Test func isPossibleDoesNotWordTheRefusal() throws {
        let w = World()
        try w.device.lock()
        #expect(!w.device.isPossible(.tap(w.mail)))
        #expect(w.device.refusal(of: .tap(w.mail))?.text(.en) == "cannot tap Mail: the device is locked")
    }
}
