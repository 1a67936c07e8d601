/// The short words of applife's reports, in both languages: what each user or system
/// action is called in a step list (`tap Notes`, 轻点 Notes), and the labels of `explore`'s
/// and `run`'s reports. A ``Sentence`` is a message carried as a value (a warning the
/// engine makes); a phrase is filled where it is written, with its blanks `{1}`, `{2}`, ...
///
///     Phrase.tap.text(.zh, "Notes")       // "轻点 Notes"
///     Phrase.wait.text(.en, "31")         // "wait 31 s"
public enum Phrase: String, Sendable, CaseIterable {
    // MARK: Actions, as a step list names them (DeviceAction.words)

    case tap, home, lock, unlock, openSwitcher, switchTo, kill, notificationCenter, controlCenter, dismiss
    case callAnswered, callDeclined, callRingsOut, memoryWarning, memoryPressure, memoryPressureNeed
    case openURL, tapBanner, tapDelivered, clearNotification, openNotificationSettings
    case openNotificationSettingsFrom, quickAction, silentPush, backgroundFetch, reboot, wait
    case openWindow, focus, closeWindow, killScene, disconnectScene, deleteApp, offloadApp, settings
    case airdrop, continueActivity, acceptShare, openDocument, allow, deny, allowOption, denyOption
    case locationEvent, bluetoothEvent, urlSession, prewarm, notificationTo, backgroundTask
    case endBackgroundTime, endBackgroundTimeTerminating, significantTimeChange, screenshot
    case chargerIn, chargerOut, networkUp, networkDown
    case settingFor, settingNotifications, settingRefresh, settingLowPower, on, off, seconds

    // MARK: What a step of explore's counterexample changed

    case changeTerminated, changeCrashed

    // MARK: explore's report: its first lines, the replay labels, coverage

    case exploreHeader, exploreBudget, exploreShard, exploreInvariants, exploreShardFile, explorePicture
    case labelScenario, labelReplay, labelAgain
    case coverageOver, coverageStates, coverageTransitions, coverageCallbacks, coverageScenes, notApplicableCount
    case neverEntered, neverTaken, neverCalled, notLegalButTaken
    case naNoMultitasking, naSceneLaunch, naNeverCalled, callbackWhy
    case sinceIOS, notInSceneApp, onlyInSceneApp, notCalled

    // MARK: run's report: an unexpected crash, a limit, a selection that matched nothing

    case crashedUnexpectedly, crashedAt, crashFailsScenario, crashOrTerminated
    case limitTimeExplained, limitMemoryExplained, limitInstructionsExplained, limitOutputExplained
    case declaresNone, declares, selectionNoMatch, selectionUnknownSuggest, selectionUnknown, selectionNoLine
    case selectionFirstAt, selectionDeclaresNone

    // MARK: The Markdown of run --mermaid and explore's coverage.md

    case mdRecordsLeftOut, mdScenesTitle, mdScenarios, mdEveryScene, mdNoApps, mdApp, mdApps, mdAppMachine
    case mdSceneMachine, mdStateCoverage, mdTaken, mdArrowLegend, mdTableHeading, mdNotLegal, mdNeverTaken
    case mdEveryTaken, mdSentenceEnd, mdNeverTakenList, mdNone, mdExplorationCoverage, mdCallbackTable, mdAppsScenes

    // MARK: applife types

    case typesUpToDate, typesWrote, typesReplaced, typesDone

    // MARK: applife lab verify (for the author of a lab set)

    case verifyBuiltIn, verifyNoSetTable, verifyListedTwice, verifyNoExercises, verifyNoHints, verifyNoChecks
    case verifyCheckTwice, verifyBadDependency, verifyNoRationale, verifyNoCheckTable, verifyMissing
    case verifySolutionFails, verifyStarterPasses, verifyRightFails, verifyWrongHeader, verifyWrongFullMarks
    case verifyWrongPasses, verifyHintCount, verifyNoExerciseTable, verifyStrayScenario, verifyNoLabel, verifyLeak
    case verifyFewWrong, verifyNoRight, verifyAllGood, verifyProblems

    // MARK: applife import's report

    case importWrote, importDelegates, importCalls, importFollowed, importChoices, importChoicesHow
    case importNothingLeft, importUnmodelled, importNote, importNotPlist, importNotEntitlements, importXcodeVariable
    case importADeclaration, importACatch, importFallthrough, importContinue, importDefer, importThrow
    case importAStatement, importAPattern, importACall, importAnExpression, importAnAssignment, importAValue
    case importALoop, importUsage, importOutNeedsName, importUnknownOption, importNoPaths, importCannotWrite
    case importUnreadable, importNoSwift, importNoDelegate, importTooManyFiles, importTooManyBytes

    // MARK: applife studio's terminal

    case studioServing, studioEmptyDevice

    // MARK: The checks of the command line's numbers

    case problemTimeout, problemMemory, problemInstructions, problemGradeJobs, problemCPUSeconds
    case problemWallSeconds, problemGradeMemory, problemStrategy, problemRuns, problemDepth, problemExploreJobs
    case problemOut, problemShard, problemShardNeedsRuns

    /// The phrase in `language` with its blanks filled by `arguments`, in order.
    public func text(_ language: Language, _ arguments: String...) -> String {
        text(language, arguments: arguments)
    }

    public func text(_ language: Language, arguments: [String]) -> String {
        Sentence.fill(texts.text(language), arguments)
    }

    /// A list's separator in `language`: `, ` or `，`.
    public static func listSeparator(_ language: Language) -> String { language == .en ? ", " : "，" }

    public var texts: Texts {
        switch self {
        case .tap: Texts(en: "tap {1}", zh: "轻点 {1}")
        case .home: Texts(en: "home", zh: "回到主屏幕")
        case .lock: Texts(en: "lock", zh: "锁屏")
        case .unlock: Texts(en: "unlock", zh: "解锁")
        case .openSwitcher: Texts(en: "open switcher", zh: "打开 App 切换器")
        case .switchTo: Texts(en: "switch to {1}", zh: "切换到 {1}")
        case .kill: Texts(en: "kill {1}", zh: "在切换器里划掉 {1}")
        case .notificationCenter: Texts(en: "notification center", zh: "下拉通知中心")
        case .controlCenter: Texts(en: "control center", zh: "打开控制中心")
        case .dismiss: Texts(en: "dismiss", zh: "收起盖在应用上的界面")
        case .callAnswered: Texts(en: "call (answered after {1}, lasts {2})", zh: "来电（{1}后接听，通话 {2}）")
        case .callDeclined: Texts(en: "call (declined after {1})", zh: "来电（{1}后拒接）")
        case .callRingsOut: Texts(en: "call (rings out after {1})", zh: "来电（响了 {1}，没人接）")
        case .memoryWarning: Texts(en: "memory warning", zh: "内存警告")
        case .memoryPressure: Texts(en: "memory pressure {1}", zh: "内存压力 {1}")
        case .memoryPressureNeed: Texts(en: "memory pressure {1} ({2} MB)", zh: "内存压力 {1}（需要 {2} MB）")
        case .openURL: Texts(en: "open {1}", zh: "打开 {1}")
        case .tapBanner: Texts(en: "tap notification of {1}", zh: "轻点 {1} 的通知")
        case .tapDelivered: Texts(en: "tap notification {1} of {2}", zh: "轻点 {2} 的通知 {1}")
        case .clearNotification: Texts(en: "clear notification {1} of {2}", zh: "清除 {2} 的通知 {1}")
        case .openNotificationSettings:
            Texts(en: "open the notification settings of {1}", zh: "打开 {1} 的通知设置")
        case .openNotificationSettingsFrom:
            Texts(en: "open the notification settings of {1} from notification {2}", zh: "从通知 {2} 打开 {1} 的通知设置")
        case .quickAction: Texts(en: "quick action {1} of {2}", zh: "{2} 的快捷操作 {1}")
        case .silentPush: Texts(en: "silent push to {1}", zh: "给 {1} 发静默推送")
        case .backgroundFetch: Texts(en: "background fetch of {1}", zh: "{1} 的后台获取")
        case .reboot: Texts(en: "reboot", zh: "重启设备")
        case .wait: Texts(en: "wait {1}", zh: "等待 {1}")
        case .openWindow: Texts(en: "open a window of {1}", zh: "给 {1} 开一个新窗口")
        case .focus: Texts(en: "focus {1}", zh: "聚焦 {1}")
        case .closeWindow: Texts(en: "close {1}", zh: "关闭窗口 {1}")
        case .killScene: Texts(en: "kill {1}", zh: "在切换器里划掉 {1}")
        case .disconnectScene: Texts(en: "disconnect {1}", zh: "系统断开 {1}")
        case .deleteApp: Texts(en: "delete {1}", zh: "删除 {1}")
        case .offloadApp: Texts(en: "offload {1}", zh: "卸载 {1}（保留数据）")
        case .settings: Texts(en: "settings: {1}", zh: "设置：{1}")
        case .airdrop: Texts(en: "AirDrop {1} to {2}", zh: "用 AirDrop 把 {1} 发给 {2}")
        case .continueActivity: Texts(en: "continue {1} in {2}", zh: "在 {2} 中接力 {1}")
        case .acceptShare: Texts(en: "accept a share in {1}", zh: "在 {1} 中接受共享")
        case .openDocument: Texts(en: "open {1} in {2}", zh: "在 {2} 中打开 {1}")
        case .allow: Texts(en: "allow {1}", zh: "允许 {1} 发通知")
        case .deny: Texts(en: "deny {1}", zh: "不允许 {1} 发通知")
        case .allowOption: Texts(en: "allow {1} for {2}", zh: "允许 {2} 的 {1}")
        case .denyOption: Texts(en: "deny {1} for {2}", zh: "不允许 {2} 的 {1}")
        case .locationEvent: Texts(en: "location event for {1}", zh: "给 {1} 的位置事件")
        case .bluetoothEvent: Texts(en: "Bluetooth {1} event for {2}", zh: "给 {2} 的蓝牙 {1} 事件")
        case .urlSession: Texts(en: "URL session {1} of {2}", zh: "{2} 的 URL 会话 {1}")
        case .prewarm: Texts(en: "prewarm {1}", zh: "预热 {1}")
        case .notificationTo: Texts(en: "{1} notification to {2}", zh: "给 {2} 的 {1} 通知")
        case .backgroundTask: Texts(en: "background task {1} of {2}", zh: "{2} 的后台任务 {1}")
        case .endBackgroundTime: Texts(en: "end the background time of {1}", zh: "结束 {1} 的后台时间")
        case .endBackgroundTimeTerminating:
            Texts(en: "end the background time of {1} (terminate)", zh: "结束 {1} 的后台时间（终止它）")
        case .significantTimeChange: Texts(en: "significant time change", zh: "时间发生重大变化")
        case .screenshot: Texts(en: "screenshot", zh: "截屏")
        case .chargerIn: Texts(en: "plug in the charger", zh: "接上充电器")
        case .chargerOut: Texts(en: "unplug the charger", zh: "拔下充电器")
        case .networkUp: Texts(en: "network reachable", zh: "网络恢复")
        case .networkDown: Texts(en: "network lost", zh: "网络断开")
        case .settingFor: Texts(en: " for {1}", zh: "（{1}）")
        case .settingNotifications: Texts(en: "notifications {1}{2}", zh: "通知{2}{1}")
        case .settingRefresh: Texts(en: "Background App Refresh {1}{2}", zh: "后台 App 刷新{2}：{1}")
        case .settingLowPower: Texts(en: "Low Power Mode {1}", zh: "低电量模式{1}")
        case .on: Texts(en: "on", zh: "打开")
        case .off: Texts(en: "off", zh: "关闭")
        case .seconds: Texts(en: "{1} s", zh: "{1} 秒")
        case .changeTerminated: Texts(en: "{1} terminated ({2})", zh: "{1} 被终止（{2}）")
        case .changeCrashed: Texts(en: "{1} crashed", zh: "{1} 崩溃了")
        case .exploreHeader:
            Texts(
                en: "applife explore {1}: seed {2}, strategy {3}, up to {4} runs{5} of up to {6} steps{7}",
                zh: "applife explore {1}：种子 {2}，策略 {3}，最多运行 {4} 次{5}，每次最多 {6} 步{7}")
        case .exploreBudget: Texts(en: " (what {1} s buys here)", zh: "（这台机器 {1} 秒能跑完的量）")
        case .exploreShard: Texts(en: ", shard {1}/{2} of them", zh: "，这是其中的第 {1}/{2} 片")
        case .exploreInvariants: Texts(en: "invariants: ", zh: "不变式：")
        case .exploreShardFile:
            Texts(
                en: "shard: {1} (applife explore merge joins every shard's file into the whole exploration)",
                zh: "分片：{1}（applife explore merge 把每一片的文件合成完整的探索）")
        case .explorePicture:
            Texts(
                en: "picture: {1} (Mermaid state diagrams, uncovered transitions marked ✗)",
                zh: "图：{1}（Mermaid 状态图，没走过的转换标着 ✗）")
        case .labelScenario: Texts(en: "scenario: ", zh: "用例：  ")
        case .labelReplay: Texts(en: "replay:   ", zh: "重放：  ")
        case .labelAgain: Texts(en: "again:    ", zh: "再探索：")
        case .coverageOver: Texts(en: "coverage over {1} run{2}, {3} steps:", zh: "覆盖情况（{1} 次运行，共 {3} 步）：")
        case .coverageStates: Texts(en: "states {1}/{2}", zh: "状态 {1}/{2}")
        case .coverageTransitions: Texts(en: "transitions {1}/{2}", zh: "转换 {1}/{2}")
        case .coverageCallbacks: Texts(en: "callbacks {1}/{2} implemented", zh: "已实现的回调 {1}/{2}")
        case .coverageScenes:
            Texts(
                en: "scenes: states {1}/{2}, transitions {3}/{4}, {5} scene callbacks",
                zh: "场景：状态 {1}/{2}，转换 {3}/{4}，场景回调 {5} 个")
        case .notApplicableCount: Texts(en: " ({1} n/a)", zh: "（{1} 个不适用）")
        case .neverEntered: Texts(en: "never entered: ", zh: "从未进入：")
        case .neverTaken: Texts(en: "never taken: ", zh: "从未走过：")
        case .neverCalled: Texts(en: "never called: ", zh: "从未调用：")
        case .notLegalButTaken: Texts(en: "NOT LEGAL but taken: ", zh: "不合法却走过了：")
        case .naNoMultitasking: Texts(en: "n/a, no multitasking: ", zh: "不适用，没有多任务：")
        case .naSceneLaunch:
            Texts(
                en: "n/a, a scene app launches into the background: ",
                zh: "不适用，采用场景的应用启动时先进入后台：")
        case .naNeverCalled: Texts(en: "n/a, never called here: ", zh: "不适用，这里从不调用：")
        case .callbackWhy: Texts(en: "{1} ({2})", zh: "{1}（{2}）")
        case .sinceIOS: Texts(en: "iOS {1}+", zh: "iOS {1} 起才有")
        case .notInSceneApp: Texts(en: "not in a scene app", zh: "采用场景的应用里不调用")
        case .onlyInSceneApp: Texts(en: "only in a scene app", zh: "只在采用场景的应用里调用")
        case .notCalled: Texts(en: "not called", zh: "不会被调用")
        case .crashedUnexpectedly:
            Texts(en: "{1} crashed unexpectedly at {2} s: {3}", zh: "{1} 在 {2} 秒意外崩溃了：{3}")
        case .crashedAt: Texts(en: "  at {1}", zh: "  位置：{1}")
        case .crashFailsScenario:
            Texts(
                en: "A crash fails the scenario unless it expects one: expect.crash(\"{1}\") after it,",
                zh: "崩溃会让用例失败，除非用例料到了它：在它之后写 expect.crash(\"{1}\")，")
        case .crashOrTerminated:
            Texts(en: "or expect.terminated(\"{1}\", \"crash\").", zh: "或者 expect.terminated(\"{1}\", \"crash\")。")
        case .limitTimeExplained:
            Texts(
                en: "The script ran longer than --timeout allows; an endless loop is the usual cause. "
                    + "If it really needs longer, raise it: --timeout SECONDS (0: no limit).",
                zh: "脚本运行的时间超过了 --timeout 的上限，最常见的原因是死循环。"
                    + "确实需要更久的话，用 --timeout 秒数 放宽（0 表示不限）。")
        case .limitMemoryExplained:
            Texts(
                en: "The script's Lua memory passed --memory-limit; a table that grows without end is the usual "
                    + "cause. If it really needs more, raise it: --memory-limit MB (0: no limit).",
                zh: "脚本用的 Lua 内存超过了 --memory-limit 的上限，通常是一个不停变大的表。"
                    + "确实需要更多的话，用 --memory-limit 兆字节数 放宽（0 表示不限）。")
        case .limitInstructionsExplained:
            Texts(
                en: "The script ran more Lua instructions than --max-instructions allows; look for a loop that "
                    + "never ends.",
                zh: "脚本执行的 Lua 指令数超过了 --max-instructions 的上限：找一找永远不会结束的循环。")
        case .limitOutputExplained:
            Texts(
                en: "The script printed more than applife lets one run print; print less, or use log(...), "
                    + "which goes into the trace.",
                zh: "脚本用 print 输出的内容超过了一次运行允许的量：少打印一些，或者改用 log(...)，它会写进时间线。")
        case .declaresNone: Texts(en: "it declares none", zh: "它一个用例也没有声明")
        case .declares: Texts(en: "it declares: {1}", zh: "它声明的用例有：{1}")
        case .selectionNoMatch:
            Texts(
                en: "{1}: no scenario name contains '{2}' (ignoring case); {3}",
                zh: "{1}：没有哪个用例的名字包含“{2}”（不分大小写）；{3}")
        case .selectionUnknownSuggest:
            Texts(
                en: "{1}: no scenario named '{2}' (did you mean '{3}'?)",
                zh: "{1}：没有名为“{2}”的用例（你是想写“{3}”吗？）")
        case .selectionUnknown: Texts(en: "{1}: no scenario named '{2}'; {3}", zh: "{1}：没有名为“{2}”的用例；{3}")
        case .selectionNoLine:
            Texts(
                en: "{1}:{2}: no scenario is declared at or above this line{3}",
                zh: "{1}:{2}：这一行和它上面都没有声明用例{3}")
        case .selectionFirstAt: Texts(en: " (the first is at line {1})", zh: "（第一个用例在第 {1} 行）")
        case .selectionDeclaresNone: Texts(en: " (the file declares none)", zh: "（这个文件一个用例也没有声明）")
        case .mdRecordsLeftOut:
            Texts(
                en: "{1} records are not counted: the pictures' budget of records is spent.",
                zh: "有 {1} 条记录没有计入：图片能用的记录数已经用完了。")
        case .mdScenesTitle: Texts(en: "{1} (scenes)", zh: "{1}（场景）")
        case .mdScenarios: Texts(en: "{1} scenario{2}", zh: "{1} 个用例")
        case .mdEveryScene: Texts(en: "every scene", zh: "所有场景")
        case .mdNoApps: Texts(en: "no apps", zh: "没有应用")
        case .mdApp: Texts(en: "app {1}", zh: "应用 {1}")
        case .mdApps: Texts(en: "apps {1}", zh: "应用 {1}")
        case .mdAppMachine: Texts(en: "app", zh: "应用")
        case .mdSceneMachine: Texts(en: "scene", zh: "场景")
        case .mdStateCoverage: Texts(en: "# State coverage: {1}", zh: "# 状态覆盖情况：{1}")
        case .mdTaken:
            Texts(
                en: "{1}, {2}: {3} transition{4} taken; {5} of the {6} legal {7}-state transitions covered ({8}%).",
                zh: "{1}，{2}：共走了 {3} 次转换；{7}状态的 {6} 个合法转换覆盖了 {5} 个（{8}%）。")
        case .mdArrowLegend:
            Texts(
                en: "Each arrow reads ✓ N× (taken N times) or ✗ (legal, never taken); dashed grey states were "
                    + "never entered.",
                zh: "每个箭头上写着 ✓ N×（走过 N 次）或 ✗（合法，但从未走过）；灰色虚线框的状态从未进入过。")
        case .mdTableHeading: Texts(en: "| from | to | times | apps |", zh: "| 从 | 到 | 次数 | 应用 |")
        case .mdNotLegal: Texts(en: " (not legal)", zh: "（不合法）")
        case .mdNeverTaken: Texts(en: "Never taken ({1})", zh: "从未走过（{1} 个）")
        case .mdEveryTaken:
            Texts(en: "Every legal transition was taken at least once.", zh: "每个合法的转换都至少走过一次。")
        case .mdSentenceEnd: Texts(en: ".", zh: "。")
        case .mdNeverTakenList: Texts(en: "Never taken ({1}): ", zh: "从未走过（{1} 个）：")
        case .mdNone: Texts(en: "none", zh: "无")
        case .mdExplorationCoverage: Texts(en: "# Exploration coverage: {1}", zh: "# 探索覆盖情况：{1}")
        case .mdCallbackTable: Texts(en: "| callback | calls |", zh: "| 回调 | 调用次数 |")
        case .mdAppsScenes: Texts(en: "{1}'s scenes", zh: "{1} 的场景")
        case .verifyBuiltIn:
            Texts(
                en: "the labs built into applife carry no solutions to verify: pass --labs DIR (the lab set's folder)",
                zh: "applife 内置的练习不带答案，没法验证：用 --labs DIR 指定练习集的文件夹")
        case .verifyNoSetTable:
            Texts(
                en: "{1}: no '{2}' table (the title and welcome in that language)",
                zh: "{1}：没有“{2}”表（那种语言的标题和欢迎词）")
        case .verifyListedTwice: Texts(en: "{1}: exercise '{2}' is listed twice", zh: "{1}：练习“{2}”列出了两次")
        case .verifyNoExercises: Texts(en: "{1}: no exercises", zh: "{1}：一个练习也没有")
        case .verifyNoHints: Texts(en: "{1}: the hint list is empty", zh: "{1}：提示列表是空的")
        case .verifyNoChecks: Texts(en: "{1}: no checks", zh: "{1}：一个检查也没有")
        case .verifyCheckTwice: Texts(en: "{1}: check '{2}' is declared twice", zh: "{1}：检查“{2}”声明了两次")
        case .verifyBadDependency:
            Texts(
                en: "{1}: check '{2}' depends on '{3}', which is not an earlier check",
                zh: "{1}：检查“{2}”依赖“{3}”，但“{3}”不是排在它前面的检查")
        case .verifyNoRationale: Texts(en: "{1}: check '{2}' has no rationale", zh: "{1}：检查“{2}”没有写理由（rationale）")
        case .verifyNoCheckTable:
            Texts(
                en: "{1}: check '{2}' has no '{3}' table (its title and rationale)",
                zh: "{1}：检查“{2}”没有“{3}”表（它的标题和理由）")
        case .verifyMissing: Texts(en: "{1}: missing", zh: "{1}：文件不存在")
        case .verifySolutionFails:
            Texts(en: "{1}: the solution does not pass '{2}' ({3}){4}", zh: "{1}：参考答案没有通过“{2}”（{3}）{4}")
        case .verifyStarterPasses:
            Texts(
                en: "{1}: the starter passes every check (it should fail at least one)",
                zh: "{1}：起始文件通过了所有检查（它应该至少有一个检查不通过）")
        case .verifyRightFails:
            Texts(en: "{1}: this right solution does not pass '{2}' ({3})", zh: "{1}：这个正确解法没有通过“{2}”（{3}）")
        case .verifyWrongHeader:
            Texts(
                en: "{1}: a wrong solution starts with '-- fails: CHECK' (one of: {2}) and '-- why: ...' "
                    + "(why it is wrong on an iPhone)",
                zh: "{1}：错误解法的开头要写“-- fails: CHECK”（CHECK 是 {2} 之一）和“-- why: ...”"
                    + "（它在 iPhone 上为什么是错的）")
        case .verifyWrongFullMarks: Texts(en: "{1}: this wrong solution gets full marks", zh: "{1}：这个错误解法拿到了满分")
        case .verifyWrongPasses:
            Texts(
                en: "{1}: this wrong solution passes '{2}', which it must fail",
                zh: "{1}：这个错误解法通过了它本该不通过的“{2}”")
        case .verifyHintCount: Texts(en: "{1}: {2} has {3} hints, English {4}", zh: "{1}：{2} 有 {3} 条提示，英文有 {4} 条")
        case .verifyNoExerciseTable:
            Texts(
                en: "{1}: no '{2}' table (the title and hints in that language)",
                zh: "{1}：没有“{2}”表（那种语言的标题和提示）")
        case .verifyStrayScenario:
            Texts(
                en: "{1}: scenario '{2}' is no check of exercise.lua, so it never runs: add it to checks, or remove it",
                zh: "{1}：用例“{2}”不是 exercise.lua 里的检查，所以永远不会运行：把它加进 checks，或者删掉它")
        case .verifyNoLabel:
            Texts(
                en: "{1}: the label '{2}' (check '{3}') has no {4} translation in {4}.labels",
                zh: "{1}：标签“{2}”（检查“{3}”）在 {4}.labels 里没有 {4} 翻译")
        case .verifyLeak:
            Texts(
                en: "{1}: gives away what check '{2}' expects ({3}): say why, or nudge, without the answer",
                zh: "{1}：泄露了检查“{2}”期望的答案（{3}）：讲道理、给方向都可以，但不要给出答案")
        case .verifyFewWrong:
            Texts(
                en: "{1}: {2} wrong solution{3}; at least 4 prove the checks (a constants answer, the mistake "
                    + "the exercise teaches, typical slips)",
                zh: "{1}：只有 {2} 个错误解法；至少要 4 个才能证明检查有效（一个写死常量的答案、这个练习要教的那个错误、"
                    + "常见的疏忽）")
        case .verifyNoRight:
            Texts(
                en: "{1}: no other right solution; at least one, written differently from solution.lua, proves "
                    + "the checks accept more than one answer",
                zh: "{1}：没有别的正确解法；至少要有一个和 solution.lua 写法不同的，证明检查不只接受一种答案")
        case .verifyAllGood: Texts(en: "lab verify: {1} exercises, no problems", zh: "练习验证：{1} 个练习，没有问题")
        case .verifyProblems: Texts(en: "lab verify: {1} problems", zh: "练习验证：发现 {1} 个问题")
        case .importWrote: Texts(en: "applife import: wrote {1}", zh: "applife import：已写出 {1}")
        case .importDelegates: Texts(en: "translated {1} delegate methods:", zh: "翻译了 {1} 个代理方法：")
        case .importCalls:
            Texts(
                en: "translated {1} of {2} life-cycle calls ({3} %)",
                zh: "{2} 处生命周期调用中翻译了 {1} 处（{3} %）")
        case .importFollowed:
            Texts(en: "followed {1} calls into the app's own code:", zh: "跟进了 {1} 处对应用自己代码的调用：")
        case .importChoices:
            Texts(
                en: "{1} conditions it cannot evaluate became choose(...): run takes the first branch,",
                zh: "{1} 个没法求值的条件写成了 choose(...)：run 走第一个分支，")
        case .importChoicesHow:
            Texts(
                en: "  explore tries each (applife run FILE --choices 'LABEL=2' takes another):",
                zh: "  explore 会每个都试（applife run FILE --choices 'LABEL=2' 走另一个分支）：")
        case .importNothingLeft: Texts(en: "nothing left unmodelled", zh: "没有留下没法建模的代码")
        case .importUnmodelled:
            Texts(
                en: "{1} constructs it could not model (each a trace line or a comment in the model):",
                zh: "{1} 处代码没法建模（在模型里各是一条时间线记录或一条注释）：")
        case .importNote: Texts(en: "note: {1}", zh: "注意：{1}")
        case .importNotPlist:
            Texts(
                en: "{1}: not a property list of the keys it reads; its facts are left out",
                zh: "{1}：不是含有它要读的键的属性列表，其中的信息没有用上")
        case .importNotEntitlements:
            Texts(
                en: "{1}: not a property list; its entitlements are left out",
                zh: "{1}：不是属性列表，其中的权限（entitlements）没有用上")
        case .importXcodeVariable:
            Texts(
                en: "{1}: {2} is an Xcode build setting; written as {3}, change it if it matters",
                zh: "{1}：{2} 是 Xcode 的构建设置，写成了 {3}；如果它要紧，请改掉")
        case .importADeclaration: Texts(en: "a declaration", zh: "一个声明")
        case .importACatch: Texts(en: "a catch clause (only the do body runs)", zh: "一个 catch 子句（只运行 do 的主体）")
        case .importFallthrough: Texts(en: "fallthrough", zh: "fallthrough 语句")
        case .importContinue: Texts(en: "continue", zh: "continue 语句")
        case .importDefer: Texts(en: "defer (its body does not run)", zh: "defer（它的主体不会运行）")
        case .importThrow: Texts(en: "throw", zh: "throw 语句")
        case .importAStatement: Texts(en: "a statement", zh: "一条语句")
        case .importAPattern: Texts(en: "a pattern", zh: "一个模式")
        case .importACall: Texts(en: "a call", zh: "一次调用")
        case .importAnExpression: Texts(en: "an expression", zh: "一个表达式")
        case .importAnAssignment: Texts(en: "an assignment", zh: "一次赋值")
        case .importAValue: Texts(en: "a value", zh: "一个值")
        case .importALoop: Texts(en: "a loop over {1} (it loops over nothing)", zh: "对 {1} 的循环（模型里它一次也不循环）")
        case .importUsage:
            Texts(
                en: "usage: applife import PATH... [--out FILE] [--lang en|zh]  (Swift sources, Info.plist, "
                    + ".entitlements; folders searched)",
                zh: "用法：applife import PATH... [--out FILE] [--lang en|zh]（Swift 源文件、Info.plist、"
                    + ".entitlements；会搜索文件夹）")
        case .importOutNeedsName:
            Texts(en: "--out needs a file name, such as --out model.lua", zh: "--out 需要一个文件名，比如 --out model.lua")
        case .importUnknownOption: Texts(en: "unknown option {1}", zh: "没有 {1} 这个选项")
        case .importNoPaths:
            Texts(
                en: "give the app's sources (a folder, .swift files, Info.plist)",
                zh: "请给出应用的源代码（一个文件夹、.swift 文件、Info.plist）")
        case .importCannotWrite: Texts(en: "cannot write {1}", zh: "写不了 {1}")
        case .importUnreadable:
            Texts(
                en: "cannot read {1}: no such file or folder, or not readable",
                zh: "读不了 {1}：没有这个文件或文件夹，或者没有读权限")
        case .importNoSwift:
            Texts(
                en: "no Swift sources in {1}: give the folder of the app's .swift files",
                zh: "{1} 里没有 Swift 源文件：请给出放应用 .swift 文件的文件夹")
        case .importNoDelegate:
            Texts(
                en: "found no app delegate (UIApplicationDelegate), scene delegate (UIWindowSceneDelegate) or "
                    + "SwiftUI App (@main struct ...: App) in {1}: give the folder that holds the app target's sources",
                zh: "在 {1} 里没有找到应用代理（UIApplicationDelegate）、场景代理（UIWindowSceneDelegate）或 "
                    + "SwiftUI App（@main struct ...: App）：请给出放应用 target 源代码的文件夹")
        case .importTooManyFiles: Texts(en: "more than {1} files under {2}", zh: "{2} 下的文件超过了 {1} 个")
        case .importTooManyBytes: Texts(en: "more than {1} MB of sources", zh: "源代码超过了 {1} MB")
        case .studioServing:
            Texts(
                en: "applife studio: serving {1} on 127.0.0.1 only; open the address above (it holds the access "
                    + "token). Saves go to {2}. Ctrl-C stops the studio.",
                zh: "applife studio：只在 127.0.0.1 上提供 {1}；打开上面的地址（它带着访问令牌）。"
                    + "保存的文件放在 {2}。按 Ctrl-C 停止。")
        case .studioEmptyDevice: Texts(en: "an empty device", zh: "一台空设备")
        case .problemTimeout:
            Texts(
                en: "--timeout must be a finite number of seconds from 0 to {1} (0: no limit), got {2}",
                zh: "--timeout 必须是 0 到 {1} 之间的有限秒数（0 表示不限），得到的是 {2}")
        case .problemMemory:
            Texts(
                en: "--memory-limit must be a number of MB from 0 to {1} (0: no limit), got {2}",
                zh: "--memory-limit 必须是 0 到 {1} 之间的兆字节数（0 表示不限），得到的是 {2}")
        case .problemInstructions:
            Texts(en: "--max-instructions must be at least 1, got {1}", zh: "--max-instructions 至少是 1，得到的是 {1}")
        case .problemGradeJobs: Texts(en: "--jobs must be from 1 to {1}, got {2}", zh: "--jobs 必须在 1 到 {1} 之间，得到的是 {2}")
        case .problemCPUSeconds:
            Texts(en: "--cpu-seconds must be from 1 to {1}, got {2}", zh: "--cpu-seconds 必须在 1 到 {1} 之间，得到的是 {2}")
        case .problemWallSeconds:
            Texts(
                en: "--wall-seconds must be a number of seconds above 0 and at most {1}, got {2}",
                zh: "--wall-seconds 必须是大于 0、不超过 {1} 的秒数，得到的是 {2}")
        case .problemGradeMemory:
            Texts(
                en: "--memory-limit must be a number of MB from 1 to {1}, got {2}",
                zh: "--memory-limit 必须是 1 到 {1} 之间的兆字节数，得到的是 {2}")
        case .problemStrategy:
            Texts(en: "--strategy must be one of {1} (got '{2}')", zh: "--strategy 必须是 {1} 之一（得到的是“{2}”）")
        case .problemRuns:
            Texts(en: "--runs must be between 1 and {1} (got {2})", zh: "--runs 必须在 1 到 {1} 之间（得到的是 {2}）")
        case .problemDepth:
            Texts(en: "--depth must be between 1 and {1} (got {2})", zh: "--depth 必须在 1 到 {1} 之间（得到的是 {2}）")
        case .problemExploreJobs:
            Texts(en: "--jobs must be between 1 and {1} (got {2})", zh: "--jobs 必须在 1 到 {1} 之间（得到的是 {2}）")
        case .problemOut: Texts(en: "--out needs a directory", zh: "--out 需要一个文件夹")
        case .problemShard:
            Texts(
                en: "--shard must be i/n with 1 <= i <= n <= {1} (2/3: the second of three parts), got '{2}'",
                zh: "--shard 必须写成 i/n，且 1 <= i <= n <= {1}（2/3 表示三份中的第二份），得到的是“{2}”")
        case .problemShardNeedsRuns:
            Texts(
                en:
                    "--shard needs --runs: every shard must plan the same runs, and a time budget depends on the machine",
                zh: "--shard 需要配合 --runs：每一片都必须计划同样的运行，而时间预算取决于机器")
        case .typesUpToDate: Texts(en: "up to date  {1}", zh: "已是最新    {1}")
        case .typesWrote: Texts(en: "wrote       {1}", zh: "已写入      {1}")
        case .typesReplaced: Texts(en: "replaced    {1}", zh: "已替换      {1}")
        case .typesDone:
            Texts(
                en: "lua-language-server (VS Code's Lua extension, Neovim's lua_ls) now completes and checks the\n"
                    + "scenario files in {1}; luacheck FILE.lua lints one with the same names.",
                zh: "现在 lua-language-server（VS Code 的 Lua 扩展、Neovim 的 lua_ls）会为 {1} 里的用例文件"
                    + "补全和检查代码；\nluacheck FILE.lua 用同样的名字检查一个文件。")
        }
    }
}
