/// Every sentence in the catalog, by name. Its English and Chinese texts are in
/// ``texts``; `{1}`, `{2}`, ... are the blanks a ``Sentence``'s arguments fill. Apple's
/// names stay as they are in both languages; the Chinese follows docs/zh/glossary.md
/// (场景 is a scene, 用例 a scenario).
public enum SentenceKey: String, Sendable, CaseIterable {
    // MARK: The engine's warnings (misuse) and advice (Lifecycle)

    case keptCaptured, keptOutside
    case sceneSoonRequired, sceneNotAdopted, sceneManifestIgnored, implementsTooNew, exitsOnSuspendIgnored
    case badgeNotAuthorized, badgeNotAuthorizedAsk
    case deprecated, deprecatedUse
    case pendingDiscarded, missedNotificationResponse
    case handlerCalledTwice, handlerNotCalled
    case beginTaskWhileState, beginTaskExpired, taskNotOpen
    case sceneDisconnectedWhile, warningLine, ignoredProblem, illegalTransition, illegalSceneTransition
    case duplicateScheme, openURLNothingOpened, canOpenURLNotAURL, canOpenURLFiftySchemes, canOpenURLNotAllowed
    case freeMoreThanFootprint, fetchIntervalNoEffect
    case moveTargetExists, pathTooLong, beforeFirstUnlock, outsideContainer, inboxReadOnly, noSuchFile
    case taskNotPermitted, submitNotPermitted, taskAlreadyCompleted

    // MARK: The engine's errors (EngineError) and its refusals of actions (Lifecycle)

    case cannotAction, loopLimit, neverIdle, neverIdleStartedAt, interrupted, traceLimit, reentrantCall
    case appNotExecuting, unknownSwitch, unknownSwitchDidYouMean, badSwitchValue, badDuration, badURL
    case badDeclaration, undeclaredDocumentTypeIn, undeclaredDocumentType, notAvailable, unsupportedVersion
    case expectWholeNumber, expectTrueOrFalse, expectSeconds, expectMegabytes, expectOneOf
    case urlEmpty, urlSpace, urlControl, urlNoScheme, urlBadPort, urlBrokenEscape, urlNotUTF8
    case urlSchemeEmpty, urlSchemeLetter, urlSchemeCharacter
    case plistSchemeListEmpty, plistSchemeEmpty, plistSchemeLetter, plistSchemeCharacter, plistTypeListEmpty
    case plistUnknownMode, plistUnknownModeDidYouMean, plistFootprint, plistTaskIdentifier
    case plistSwiftUINeedsIOS14, plistNeedsSDK, plistNeedsMultitasking
    case refusedAlreadyFront, refusedNotLocked, refusedNothingShown, refusedCallAlready, refusedMegabytesRange
    case refusedSystemApp, refusedNotOnScreen, refusedSwitcherNotOpen, refusedOnlyBackgroundDisconnect
    case refusedAlreadyRunning, refusedNameASwitch, refusedRestrictOneApp, refusedLowPowerOneApp
    case refusedQuickActionNotShown, refusedNoQuickActions, refusedNoQuickAction, refusedNoQuickActionDidYouMean
    case refusedNotIPad, refusedNoMultipleWindows, refusedNoScenes, refusedSceneNotConnected
    case refusedLocked, refusedCallInProgress, refusedSwitcherShown, refusedOverlayShown, refusedNoCard
    case refusedNotResponding, refusedWindowOffScreen, refusedWindowNotActive, refusedAppNotFront
    case refusedItsWindowNotActive, refusedAppNotActive, refusedScreenEmpty, refusedNoEntry, refusedNoEntryDidYouMean
    case refusedTooManyArguments, refusedArgumentTooLong, refusedArgumentNaN, refusedAmountRange, refusedTooManyApps
    case refusedNotYetDelivered, refusedNotDeliveredDidYouMean, refusedNoDelivered, refusedNotDelivered
    case refusedTextNeedsAction, refusedNoCategory, refusedCategoryNotRegistered, refusedNoSuchActionDidYouMean
    case refusedNoSuchAction, refusedCategoryNoActions, refusedNeedsText, refusedTakesNoText, refusedFileName
    case refusedNoSettingsLink

    // MARK: Misuse of the scripting API (ScriptBindings)

    case unknownNameDidYouMean, unknownNameExpected
    case calledFromAppCode, actionFromAppCode, expectFromAppCode, calledFromInvariant, deviceAfterAction
    case scenarioInsideScenario, scenarioFromAppCode, waitInAppCode, waitNotYieldable, onlyFromAppCode
    case argNoApp, argNoAppOrScene, argAppOrScene, argUIEntryName, argUITooMany
    case keychainDataExpected, keychainNewDataExpected, keychainQueryExpected, keychainDataTableExpected
    case keychainFieldUTF8, keychainFieldString, keychainNameExpected

    // MARK: Lua's own runtime errors explained (AppLifeCLI)

    case luaIndexNil, luaIndexNilNamed, luaCallNil, luaCallNilNamed, luaArithmetic, luaCompare, luaConcatenate
    case luaBadArgument

    // MARK: The built-in invariants (Exploration)

    case crashedAt, watchdogKillAt, expiryKillAt, misuseAt

    // MARK: explore's report (AppLifeCLI)

    case exploreBrokeAt, exploreBrokeBefore, exploreStoppedWithError, exploreShrunk, exploreNoBreak
    case becauseStep, becauseUIEntry, becauseMoved, becauseLeakedTask, becauseHandlerNeverCalled
    case becauseCalled, becauseRanCode
    case whichRaisedError, whichLoggedWarning, whichBlocked, whichEnded
    case exploreReplayChecked, exploreReplayDiffers, replayStopsSame, replayFailsSame
    case exploreRan, exploreRanNothing, exploreBreadthFirstRuns, exploreWalks
    case exploreStopBudget, exploreStopExhausted, exploreStopFailure
    case exploreTryDeeper, exploreTryMoreRuns, exploreTryOtherSeed, randomWalk, breadthFirstSequence
    case atLocation

    // MARK: run's summary and script errors (AppLifeCLI)

    case runSummary, syntaxErrorExplained, nonASCIINameExplained, didYouMeanHint

    // MARK: The SVG timeline's legend (TracePictures) and lab check --svg

    case svgNote, svgCallback, svgCallbackNotImplemented, svgBackgroundTask, svgTaskExpired, svgURLOpened
    case svgGapShortened, svgAction, svgNotification, svgURLEvent, svgBadge, svgLogLine, svgWarning, svgCrash
    case svgTermination, svgExpectPass, svgExpectFail
    case svgCheckHeading, svgDrewEvery, svgDrewFailing, svgDrewNothing
    case svgNotDrawnBoth, svgNotDrawnHidden, svgNotDrawnPrediction
    case svgRecords, svgApps, svgVirtualTime, svgLongTrace, svgMoreNotDrawn

    // MARK: The REPL's API topics (AppLifeCLI) and the commands' usage (applife)

    case apiHelpGlobals, apiHelpTimeline, apiHelpWhere, apiHelpApple, apiHelpAppleSince
    case apiHelpDelegates, apiHelpDelegateKey, apiHelpArguments, apiHelpPosts, apiHelpSince, apiHelpSinceDeprecated
    case apiHelpSwitches, apiHelpAppFields
    case apiWhereDeclaration, apiWhereScenario, apiWhereAppCode, apiWhereAnywhere
    case usageExploreMergeFiles, usageExploreMergeOnlyFiles, usageExploreOneFile
    case usageGradeMergeFiles, usageGradeOneFolder, usageGradeNeedsLab, usageGradeTimeout, usageGradeShard
    case usageFromCheck, usagePort, usageStudioTimeout

    // MARK: The REPL (AppLifeCLI)

    case replIntro1, replIntro2, replTopics, replNoHelp
    case replHelpHelp, replHelpState, replHelpTrace, replHelpTime, replHelpReset, replHelpReload
    case replHelpSave, replHelpSave2, replHelpSVG, replHelpQuit
    case replNoApps, replStateLine, replNoTasks
    case replTraceNeedsNumber, replUnknownCommand, replDidYouMean, replReloadNeedsFile, replSaveNeedsName,
        replSaveExists
    case replReset, replReloaded, replSaved, replCannotRead, replFailed, replSVGNeedsName, replDrew, replDrewLatest

    // MARK: The bindings' warnings (ScriptBindings)

    case globalWrittenInAppCode, unreachedUIKit, unreachedUIKitAny, unreachedSwiftUI, unreachedSwiftUIAny

    // MARK: The bindings' misuse errors, the rest (ScriptBindings)

    case appKeysMustBeNames, appFieldNotString, appNameEmpty, appBadBundleID, appFieldNotStringOf
    case appMemoryTooBig, appFieldPositiveInteger, appShortcutItemsList, appMainNotFunctionOrPath
    case appMainNotFunctionOrPathGot, appCodeBesideMainFunction, appCodeBesideMainFile, appLifeCycleType
    case appMultipleWindowsNeedsScenes, appFieldBoolean, appSDKRange, appSDKWhole, appSDKType, appFieldUTF8
    case appFieldTooLong, appFieldListStringsFound, appFieldListOfStrings, appFieldListOf, appEntryTable
    case uiNotTable, uiListed, uiTooMany, uiKeyNotName, uiNameTooLong, uiNameUTF8, uiUnknownKeyDidYouMean
    case uiUnknownKey, uiEntryNotList, uiRunNotFunction, uiEntryShape, uiArgsList, uiArgsNamedFields, uiArgsEmpty
    case uiArgsTooMany, uiValueType, uiValueNotText, uiValueTooLong, uiValueNaN

    /// The sentence's two texts.
    public var texts: Texts {
        switch self {
        case .keptCaptured:
            Texts(
                en: "{1} starts again, but the variables outside main that its main captured ({2}) still "
                    + "hold what an earlier process left in them, as no real app's memory would: declare them inside "
                    + "main (or in a main file), where they die with each process, and keep what must survive in "
                    + "UserDefaults.standard",
                zh: "{1} 又启动了，但它的 main 捕获的 main 之外的变量（{2}）仍然留着上一个进程写进去的值，"
                    + "真实应用的内存不会这样：把它们声明在 main 里面（或放进 main 文件），让它们随每个进程一起消失；"
                    + "必须留下来的东西存进 UserDefaults.standard")
        case .keptOutside:
            Texts(
                en: "{1} starts again, but what its code keeps outside the process ({2}) still holds what an "
                    + "earlier process left in it, as no real app's memory would: declare the app with main = "
                    + "function() ... return { delegate = ... } end for memory that dies with each process, and keep "
                    + "what must survive in UserDefaults.standard",
                zh: "{1} 又启动了，但它的代码放在进程之外的东西（{2}）仍然留着上一个进程写进去的值，"
                    + "真实应用的内存不会这样：用 main = function() ... return { delegate = ... } end 声明应用，"
                    + "让内存随每个进程一起消失；必须留下来的东西存进 UserDefaults.standard")
        case .sceneSoonRequired:
            Texts(
                en: "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future.",
                zh: "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future."
                    + "（iOS 的原话：很快必须采用 UIScene 生命周期，不采用的应用将来会触发断言）")
        case .sceneNotAdopted:
            Texts(
                en: "This process does not adopt UIScene lifecycle. This will become an assert in a future version.",
                zh: "This process does not adopt UIScene lifecycle. This will become an assert in a future version."
                    + "（iOS 的原话：这个进程没有采用 UIScene 生命周期，将来的版本会把它变成断言）")
        case .sceneManifestIgnored:
            Texts(
                en: "iOS {1} ignores the scene manifest (UIApplicationSceneManifest arrived in iOS {2}): "
                    + "{3} runs with its app delegate alone, and its scene delegate is never used",
                zh: "iOS {1} 会忽略场景清单（UIApplicationSceneManifest 从 iOS {2} 才有）："
                    + "{3} 只靠它的应用代理运行，它的场景代理永远不会被用到")
        case .implementsTooNew:
            Texts(
                en: "{1} implements {2}, which appeared in iOS {3}: iOS {4} never calls it",
                zh: "{1} 实现了 {2}，它从 iOS {3} 才有：iOS {4} 从不调用它")
        case .exitsOnSuspendIgnored:
            Texts(
                en: "UIApplicationExitsOnSuspend is ignored from iOS 13: the app suspends as usual",
                zh: "从 iOS 13 起 UIApplicationExitsOnSuspend 被忽略：应用照常挂起")
        case .badgeNotAuthorized:
            Texts(en: "{1}: badge authorization not granted", zh: "{1}：没有获得角标授权")
        case .badgeNotAuthorizedAsk:
            Texts(
                en: "{1}: badge authorization not granted (the app asks with requestAuthorization; "
                    + "the scenario answers with {2})",
                zh: "{1}：没有获得角标授权（应用用 requestAuthorization 请求授权；用例用 {2} 回答）")
        case .deprecated:
            Texts(en: "{1} is deprecated since iOS {2}", zh: "{1} 从 iOS {2} 起已弃用")
        case .deprecatedUse:
            Texts(en: "{1} is deprecated since iOS {2}; use {3}", zh: "{1} 从 iOS {2} 起已弃用；请改用 {3}")
        case .pendingDiscarded:
            Texts(
                en: "the system keeps the soonest-firing {1} pending notification requests: {2} was discarded",
                zh: "系统只保留最早触发的 {1} 个待发通知请求：{2} 被丢弃了")
        case .missedNotificationResponse:
            Texts(
                en: "a notification response reached {1} before its UNUserNotificationCenter delegate was set, "
                    + "so the delegate missed it: set the delegate before the app finishes launching (in "
                    + "willFinishLaunching or didFinishLaunching, or declare notification_delegate)",
                zh: "一个通知响应在 {1} 设置 UNUserNotificationCenter 代理之前就到了，所以代理错过了它："
                    + "请在应用完成启动之前设置代理（在 willFinishLaunching 或 didFinishLaunching 里，"
                    + "或者声明 notification_delegate）")
        case .handlerCalledTwice:
            Texts(
                en: "the completion handler of {1} was called more than once",
                zh: "{1} 的 completionHandler 被调用了不止一次")
        case .handlerNotCalled:
            Texts(
                en: "the completion handler of {1} was not called within {2} s",
                zh: "{1} 的 completionHandler 在 {2} 秒内没有被调用")
        case .beginTaskWhileState:
            Texts(
                en: "beginBackgroundTask: {1} is {2}, returning UIBackgroundTaskInvalid",
                zh: "beginBackgroundTask：{1} 处于 {2} 状态，返回 UIBackgroundTaskInvalid")
        case .beginTaskExpired:
            Texts(
                en: "beginBackgroundTask: background time has expired, returning UIBackgroundTaskInvalid",
                zh: "beginBackgroundTask：后台时间已经用完，返回 UIBackgroundTaskInvalid")
        case .taskNotOpen:
            Texts(
                en: "endBackgroundTask: {1} is not an open background task (unknown, invalid or already ended)",
                zh: "endBackgroundTask：{1} 不是仍开着的后台任务（未知、无效或已经结束）")
        case .sceneDisconnectedWhile:
            Texts(en: "{1} disconnected while {2}", zh: "{1} 在 {2} 状态下断开了连接")

        case .ignoredProblem:
            Texts(en: "{1} (ignored)", zh: "{1}（已忽略）")
        case .illegalTransition:
            Texts(en: "illegal transition {1} -> {2} refused", zh: "不合法的状态转换 {1} -> {2} 被拒绝")
        case .illegalSceneTransition:
            Texts(en: "illegal scene transition {1} {2} -> {3} refused", zh: "不合法的场景状态转换 {1} {2} -> {3} 被拒绝")
        case .duplicateScheme:
            Texts(
                en: "several apps register the URL scheme {1} ({2}); Apple says the target is undefined",
                zh: "好几个应用注册了 URL scheme {1}（{2}）；Apple 说这时打开哪一个是未定义的")
        case .openURLNothingOpened:
            Texts(en: "openURL: {1} (nothing opened)", zh: "openURL：{1}（什么也没有打开）")
        case .canOpenURLNotAURL:
            Texts(en: "canOpenURL: '{1}' is not a URL", zh: "canOpenURL：“{1}” 不是一个 URL")
        case .canOpenURLFiftySchemes:
            Texts(
                en: "canOpenURL: the limit of 50 distinct schemes is reached (binary linked before iOS 9)",
                zh: "canOpenURL：已经查询了 50 个不同的 scheme，达到上限（用 iOS 9 之前的 SDK 链接的应用）")
        case .canOpenURLNotAllowed:
            Texts(
                en: "-canOpenURL: failed for URL: \"{1}\" - error: \"This app is not allowed to query for scheme {2}\"",
                zh: "-canOpenURL: failed for URL: \"{1}\" - error: \"This app is not allowed to query for scheme {2}\""
                    + "（iOS 的原话：这个应用没有在 LSApplicationQueriesSchemes 里声明 {2}，不允许查询它）")
        case .freeMoreThanFootprint:
            Texts(
                en: "free: {1} MB is more than the {2} MB footprint; it drops to 0",
                zh: "free：{1} MB 比占用的 {2} MB 还多；占用降到 0")
        case .fetchIntervalNoEffect:
            Texts(
                en:
                    "setMinimumBackgroundFetchInterval: has no effect: the app declares BGTaskSchedulerPermittedIdentifiers",
                zh: "setMinimumBackgroundFetchInterval: 不起作用：应用声明了 BGTaskSchedulerPermittedIdentifiers")
        case .moveTargetExists:
            Texts(
                en: "moveItem: {1} already exists (NSFileWriteFileExistsError)",
                zh: "moveItem：{1} 已经存在（NSFileWriteFileExistsError）")
        case .pathTooLong:
            Texts(
                en: "{1}: a path of {2} bytes is longer than {3} (ENAMETOOLONG)",
                zh: "{1}：{2} 字节的路径超过了 {3} 字节（ENAMETOOLONG）")
        case .beforeFirstUnlock:
            Texts(
                en: "{1}: the device has not been unlocked since it restarted, and the container's files "
                    + "are protected until then (NSFileProtectionCompleteUntilFirstUserAuthentication; NSFileWriteNoPermissionError)",
                zh: "{1}：设备重启后还没有解锁过，在那之前容器里的文件受保护"
                    + "（NSFileProtectionCompleteUntilFirstUserAuthentication；NSFileWriteNoPermissionError）")
        case .outsideContainer:
            Texts(
                en: "{1}: '{2}' is outside the app's container (sandbox: not permitted)",
                zh: "{1}：“{2}” 在应用的容器之外（沙盒：不允许）")
        case .inboxReadOnly:
            Texts(
                en: "{1}: {2} is in Documents/Inbox, which is read-only to the app: "
                    + "move the file out of the Inbox before changing it (NSFileWriteNoPermissionError)",
                zh: "{1}：{2} 在 Documents/Inbox 里，它对应用是只读的：先把文件移出 Inbox 再修改（NSFileWriteNoPermissionError）")
        case .noSuchFile:
            Texts(en: "{1}: no such file '{2}' (NSFileNoSuchFileError)", zh: "{1}：没有文件“{2}”（NSFileNoSuchFileError）")
        case .taskNotPermitted:
            Texts(
                en: "BGTaskScheduler register: '{1}' is not in BGTaskSchedulerPermittedIdentifiers (not registered)",
                zh: "BGTaskScheduler register：“{1}” 不在 BGTaskSchedulerPermittedIdentifiers 里（没有注册）")
        case .submitNotPermitted:
            Texts(
                en:
                    "BGTaskScheduler submit: '{1}' needs BGTaskSchedulerPermittedIdentifiers and the {2} background mode",
                zh: "BGTaskScheduler submit：“{1}” 需要 BGTaskSchedulerPermittedIdentifiers 和 {2} 后台模式")
        case .taskAlreadyCompleted:
            Texts(
                en: "setTaskCompleted: the task {1} was already completed",
                zh: "setTaskCompleted：任务 {1} 已经完成过了")
        case .warningLine:
            Texts(en: "warning: {1}", zh: "警告：{1}")

        // The engine's errors and refusals

        case .cannotAction: Texts(en: "cannot {1}: {2}", zh: "不能 {1}：{2}")
        case .loopLimit:
            Texts(
                en: "loop limit: {1} events ran and {2} are still pending ({3})",
                zh: "循环上限：已经运行了 {1} 个事件，还有 {2} 个在等着（{3}）")
        case .neverIdle:
            Texts(
                en: "run_until_idle() would never return: a repeating timer of {1} (every {2} s{3}) ticked {4} times "
                    + "and keeps firing while {1} is in the foreground; cancel it (timer:cancel()) or let time pass "
                    + "with wait(seconds)",
                zh: "run_until_idle() 永远不会返回：{1} 的一个重复定时器（每 {2} 秒{3}）已经触发了 {4} 次，"
                    + "只要 {1} 在前台它就一直触发；取消它（timer:cancel()），或者用 wait(seconds) 让时间流逝")
        case .neverIdleStartedAt: Texts(en: ", started at {1}", zh: "，在 {1} 启动")
        case .interrupted: Texts(en: "interrupted", zh: "已中断")
        case .traceLimit:
            Texts(
                en: "trace limit: {1} records ({2} KB of text) made; nothing more is recorded",
                zh: "轨迹上限：已经记下 {1} 条记录（{2} KB 文本）；之后的都不再记录")
        case .reentrantCall:
            Texts(
                en: "{1} cannot be called from inside app code (a callback, block or timer)",
                zh: "{1} 不能在应用代码里面调用（回调、block 或定时器里）")
        case .appNotExecuting: Texts(en: "{1} is {2}: its code cannot run now", zh: "{1} 处于 {2} 状态：它的代码现在不能运行")
        case .unknownSwitch: Texts(en: "unknown switch '{1}'", zh: "没有叫 '{1}' 的开关")
        case .unknownSwitchDidYouMean:
            Texts(en: "unknown switch '{1}', did you mean '{2}'?", zh: "没有叫 '{1}' 的开关，你是想写 '{2}' 吗？")
        case .badSwitchValue:
            Texts(en: "bad value {1} for switch '{2}' ({3} expected)", zh: "开关 '{2}' 不接受值 {1}（应为 {3}）")
        case .badDuration:
            Texts(
                en: "bad duration for {1}: {2} (a finite number of seconds >= 0 expected)",
                zh: "{1} 的时长不对：{2}（应为一个有限的、>= 0 的秒数）")
        case .badURL: Texts(en: "bad URL '{1}': {2}", zh: "URL '{1}' 不对：{2}")
        case .badDeclaration: Texts(en: "{1}: bad Info.plist {2}: {3}", zh: "{1}：Info.plist 的 {2} 不对：{3}")
        case .undeclaredDocumentTypeIn:
            Texts(
                en: "{1} cannot receive '{2}': its CFBundleDocumentTypes do not declare {3} (declare it in app{}: "
                    + "document_types = { { name = \"Documents\", types = { \"{3}\" } } })",
                zh: "{1} 不能接收 '{2}'：它的 CFBundleDocumentTypes 没有声明 {3}（在 app{} 里声明："
                    + "document_types = { { name = \"Documents\", types = { \"{3}\" } } }）")
        case .undeclaredDocumentType:
            Texts(
                en: "no installed app declares the document type {1} of '{2}' (CFBundleDocumentTypes)",
                zh: "没有一个已安装的应用声明了 '{2}' 的文档类型 {1}（CFBundleDocumentTypes）")
        case .notAvailable:
            Texts(
                en: "cannot {1}: {2} appeared in iOS {3} (this device runs iOS {4})",
                zh: "不能 {1}：{2} 从 iOS {3} 才有（这台设备运行的是 iOS {4}）")
        case .unsupportedVersion:
            Texts(
                en: "iOS {1} is not modelled: choose a version from {2} (iPhone OS 2) to {3}",
                zh: "applife 没有模拟 iOS {1}：请选 {2}（iPhone OS 2）到 {3} 之间的版本")
        case .expectWholeNumber: Texts(en: "a whole number from {1} to {2}", zh: "{1} 到 {2} 之间的整数")
        case .expectTrueOrFalse: Texts(en: "true or false", zh: "true 或 false")
        case .expectSeconds: Texts(en: "seconds >= 0", zh: ">= 0 的秒数")
        case .expectMegabytes: Texts(en: "whole megabytes >= 1", zh: ">= 1 的整数兆字节")
        case .expectOneOf: Texts(en: "{1}", zh: "{1} 之一")
        case .urlEmpty: Texts(en: "it is empty", zh: "它是空的")
        case .urlSpace: Texts(en: "it contains a space (write %20)", zh: "它含有空格（写成 %20）")
        case .urlControl: Texts(en: "it contains a control character", zh: "它含有控制字符")
        case .urlNoScheme: Texts(en: "it has no scheme (like todolist:)", zh: "它没有 scheme（比如 todolist:）")
        case .urlBadPort:
            Texts(en: "its port '{1}' is not a number 0-65535", zh: "它的端口 '{1}' 不是 0-65535 之间的数")
        case .urlBrokenEscape:
            Texts(en: "it has a broken percent escape near '%{1}'", zh: "它在 '%{1}' 附近有一个残缺的百分号转义")
        case .urlNotUTF8: Texts(en: "its percent escapes are not UTF-8", zh: "它的百分号转义不是 UTF-8")
        case .urlSchemeEmpty: Texts(en: "its scheme '{1}' is empty", zh: "它的 scheme '{1}' 是空的")
        case .urlSchemeLetter:
            Texts(en: "its scheme '{1}' must start with a letter", zh: "它的 scheme '{1}' 必须以字母开头")
        case .urlSchemeCharacter:
            Texts(
                en: "its scheme '{1}' contains '{2}' (letters, digits, +, - and . only)",
                zh: "它的 scheme '{1}' 含有 '{2}'（只能用字母、数字、+、- 和 .）")
        case .plistSchemeListEmpty: Texts(en: "the scheme list is empty", zh: "scheme 列表是空的")
        case .plistSchemeEmpty: Texts(en: "scheme '{1}' is empty", zh: "scheme '{1}' 是空的")
        case .plistSchemeLetter: Texts(en: "scheme '{1}' must start with a letter", zh: "scheme '{1}' 必须以字母开头")
        case .plistSchemeCharacter:
            Texts(
                en: "scheme '{1}' contains '{2}' (letters, digits, +, - and . only)",
                zh: "scheme '{1}' 含有 '{2}'（只能用字母、数字、+、- 和 .）")
        case .plistTypeListEmpty: Texts(en: "the type list is empty", zh: "类型列表是空的")
        case .plistUnknownMode: Texts(en: "unknown mode '{1}'", zh: "没有叫 '{1}' 的后台模式")
        case .plistUnknownModeDidYouMean:
            Texts(en: "unknown mode '{1}', did you mean '{2}'?", zh: "没有叫 '{1}' 的后台模式，你是想写 '{2}' 吗？")
        case .plistFootprint:
            Texts(
                en: "the footprint must be between 1 and {1} MB (got {2})",
                zh: "内存占用必须在 1 到 {1} MB 之间（得到的是 {2}）")
        case .plistTaskIdentifier:
            Texts(
                en: "'{1}' is not an identifier (1 to 1024 characters)",
                zh: "'{1}' 不是一个标识符（应为 1 到 1024 个字符）")
        case .plistSwiftUINeedsIOS14:
            Texts(
                en: "'swiftui' needs iOS 14 or later: SwiftUI's App protocol arrived in iOS 14, and the device runs "
                    + "iOS {1}; declare life_cycle = \"scenes\" (iOS 12 and earlier run its app delegate) or \"app\"",
                zh: "'swiftui' 需要 iOS 14 或更高：SwiftUI 的 App 协议从 iOS 14 才有，而这台设备运行的是 iOS {1}；"
                    + "请声明 life_cycle = \"scenes\"（iOS 12 及更早会运行它的应用代理）或 \"app\"")
        case .plistNeedsSDK:
            Texts(
                en: "'{1}' needs an app built with the iOS {2} SDK or later (got {3}); use life_cycle = \"app\"",
                zh: "'{1}' 需要用 iOS {2} 或更新的 SDK 构建的应用（得到的是 {3}）；请用 life_cycle = \"app\"")
        case .plistNeedsMultitasking:
            Texts(
                en: "'{1}' needs multitasking, which the profile's switch 'multitasking' turns off; "
                    + "use life_cycle = \"app\"",
                zh: "'{1}' 需要多任务，而设备配置的开关 'multitasking' 把它关掉了；请用 life_cycle = \"app\"")
        case .refusedAlreadyFront: Texts(en: "it is already in the foreground", zh: "它已经在前台了")
        case .refusedNotLocked: Texts(en: "the device is not locked", zh: "设备没有锁定")
        case .refusedNothingShown: Texts(en: "nothing is shown over the app", zh: "应用上面什么也没有显示")
        case .refusedCallAlready: Texts(en: "a phone call is already in progress", zh: "已经有一个电话在进行中")
        case .refusedMegabytesRange: Texts(en: "{1} MB is not between 0 and {2}", zh: "{1} MB 不在 0 到 {2} 之间")
        case .refusedSystemApp: Texts(en: "it is a system app", zh: "它是系统应用")
        case .refusedNotOnScreen: Texts(en: "it is not on screen", zh: "它不在屏幕上")
        case .refusedSwitcherNotOpen: Texts(en: "the app switcher is not open", zh: "应用切换器没有打开")
        case .refusedOnlyBackgroundDisconnect:
            Texts(en: "only a scene in the background can be disconnected", zh: "只有在后台的场景才能被断开")
        case .refusedAlreadyRunning: Texts(en: "it is already running", zh: "它已经在运行了")
        case .refusedNameASwitch:
            Texts(
                en: "name a switch: notifications, background_app_refresh or low_power",
                zh: "请指明一个开关：notifications、background_app_refresh 或 low_power")
        case .refusedRestrictOneApp:
            Texts(
                en: "only the whole device is restricted (parental controls); an app's own switch is on or off",
                zh: "只有整台设备能被限制（家长控制）；单个应用自己的开关只有开和关")
        case .refusedLowPowerOneApp:
            Texts(
                en: "Low Power Mode is the whole device's (Settings > Battery)",
                zh: "Low Power Mode 属于整台设备（设置 > 电池）")
        case .refusedQuickActionNotShown:
            Texts(
                en: "the Home Screen does not show it: it shows {1} of {2}'s {3} quick actions, the static ones first "
                    + "(shown: {4})",
                zh: "主屏幕不显示它：{2} 有 {3} 个快捷操作，主屏幕只显示 {1} 个，静态的在前（显示的：{4}）")
        case .refusedNoQuickActions:
            Texts(
                en:
                    "{1} has no quick actions: declare them in app{ shortcut_items = { { type = \"{2}\", title = ... } } } "
                    + "or set application.shortcutItems in its code",
                zh: "{1} 没有快捷操作：在 app{ shortcut_items = { { type = \"{2}\", title = ... } } } 里声明，"
                    + "或者在它的代码里设置 application.shortcutItems")
        case .refusedNoQuickAction:
            Texts(
                en: "{1} has no quick action '{2}'; its quick actions: {3}",
                zh: "{1} 没有快捷操作 '{2}'；它的快捷操作：{3}")
        case .refusedNoQuickActionDidYouMean:
            Texts(
                en: "{1} has no quick action '{2}' (did you mean '{3}'?); its quick actions: {4}",
                zh: "{1} 没有快捷操作 '{2}'（你是想写 '{3}' 吗？）；它的快捷操作：{4}")
        case .refusedNotIPad:
            Texts(
                en: "only an iPad shows several windows (device{ idiom = \"ipad\" })",
                zh: "只有 iPad 能显示多个窗口（device{ idiom = \"ipad\" }）")
        case .refusedNoMultipleWindows:
            Texts(
                en: "{1} does not support multiple windows (app{ multiple_windows = true })",
                zh: "{1} 不支持多窗口（app{ multiple_windows = true }）")
        case .refusedNoScenes:
            Texts(
                en: "{1} has no scenes (app{ life_cycle = \"app\" }); kill the app instead",
                zh: "{1} 没有场景（app{ life_cycle = \"app\" }）；请改为结束这个应用")
        case .refusedSceneNotConnected: Texts(en: "the scene is not connected", zh: "这个场景没有连接")
        case .refusedLocked: Texts(en: "the device is locked", zh: "设备已锁定")
        case .refusedCallInProgress: Texts(en: "a phone call is in progress", zh: "正在通话中")
        case .refusedSwitcherShown:
            Texts(
                en: "the app switcher is shown (dismiss it first: {1}, or pick an app's card: {2})",
                zh: "应用切换器正显示着（先关掉它：{1}，或者选一个应用的卡片：{2}）")
        case .refusedOverlayShown:
            Texts(en: "{1} is shown (dismiss it first: {2})", zh: "{1} 正显示着（先关掉它：{2}）")
        case .refusedNoCard: Texts(en: "it has no card in the app switcher", zh: "它在应用切换器里没有卡片")
        case .refusedNotResponding:
            Texts(
                en: "{1} is not responding (its main thread is blocked)",
                zh: "{1} 没有响应（它的主线程被阻塞了）")
        case .refusedWindowOffScreen:
            Texts(en: "the window is not on screen (it is {1})", zh: "这个窗口不在屏幕上（它处于 {1} 状态）")
        case .refusedWindowNotActive:
            Texts(en: "the window is {1}, not active", zh: "这个窗口处于 {1} 状态，不是活跃的")
        case .refusedAppNotFront:
            Texts(en: "{1} is not in the foreground (it is {2})", zh: "{1} 不在前台（它处于 {2} 状态）")
        case .refusedItsWindowNotActive:
            Texts(en: "its window {1} is {2}, not active", zh: "它的窗口 {1} 处于 {2} 状态，不是活跃的")
        case .refusedAppNotActive: Texts(en: "{1} is {2}, not active", zh: "{1} 处于 {2} 状态，不是活跃的")
        case .refusedScreenEmpty:
            Texts(
                en:
                    "{1}'s screen offers nothing: declare app{ ui = { {2} = function(...) end } } or return ui from main",
                zh: "{1} 的屏幕上什么也没有：声明 app{ ui = { {2} = function(...) end } }，或者从 main 返回 ui")
        case .refusedNoEntry:
            Texts(en: "{1} has no ui entry '{2}'; its ui: {3}", zh: "{1} 没有 ui 项 '{2}'；它的 ui：{3}")
        case .refusedNoEntryDidYouMean:
            Texts(
                en: "{1} has no ui entry '{2}' (did you mean '{3}'?); its ui: {4}",
                zh: "{1} 没有 ui 项 '{2}'（你是想写 '{3}' 吗？）；它的 ui：{4}")
        case .refusedTooManyArguments: Texts(en: "{1} arguments; at most {2}", zh: "{1} 个参数；最多 {2} 个")
        case .refusedArgumentTooLong:
            Texts(en: "argument {1} is {2} bytes long; at most {3}", zh: "第 {1} 个参数有 {2} 字节长；最多 {3} 字节")
        case .refusedArgumentNaN:
            Texts(en: "argument {1} is NaN, which no screen produces", zh: "第 {1} 个参数是 NaN，没有哪个屏幕会产生它")
        case .refusedAmountRange:
            Texts(en: "the amount must be between 0 and {1} MB", zh: "数量必须在 0 到 {1} MB 之间")
        case .refusedTooManyApps:
            Texts(
                en: "a device holds at most {1} apps here (applife's bound, far more than a phone's home screens show)",
                zh: "这里一台设备最多装 {1} 个应用（applife 的上限，远多于手机主屏幕能显示的）")
        case .refusedNotYetDelivered:
            Texts(
                en: "it has not been delivered yet (pending: it fires at t={1} s)",
                zh: "它还没有送达（待发：它在 t={1} 秒触发）")
        case .refusedNotDeliveredDidYouMean:
            Texts(en: "it is not delivered (did you mean '{1}'?)", zh: "它没有送达（你是想写 '{1}' 吗？）")
        case .refusedNoDelivered:
            Texts(en: "Notification Center holds no notification of {1}", zh: "Notification Center 里没有 {1} 的通知")
        case .refusedNotDelivered:
            Texts(en: "it is not delivered (delivered: {1})", zh: "它没有送达（已送达的：{1}）")
        case .refusedTextNeedsAction:
            Texts(
                en: "only a text-input action takes text: name it with action",
                zh: "只有带文本输入的操作才接受 text：用 action 指明它")
        case .refusedNoCategory:
            Texts(
                en: "the notification has no category, so it offers no actions (content.categoryIdentifier, "
                    + "or aps.category in a push)",
                zh: "这条通知没有类别，所以不提供任何操作（content.categoryIdentifier，或推送里的 aps.category）")
        case .refusedCategoryNotRegistered:
            Texts(
                en: "its category '{1}' is not registered (the app calls setNotificationCategories)",
                zh: "它的类别 '{1}' 没有注册（应用要调用 setNotificationCategories）")
        case .refusedNoSuchActionDidYouMean:
            Texts(
                en: "category '{1}' has no such action (did you mean '{2}'?)",
                zh: "类别 '{1}' 没有这个操作（你是想写 '{2}' 吗？）")
        case .refusedNoSuchAction:
            Texts(en: "category '{1}' has no such action (its actions: {2})", zh: "类别 '{1}' 没有这个操作（它的操作：{2}）")
        case .refusedCategoryNoActions:
            Texts(en: "category '{1}' has no such action (its actions: none)", zh: "类别 '{1}' 没有这个操作（它没有任何操作）")
        case .refusedNeedsText:
            Texts(
                en: "it has a text field: give what the user typed (text = \"...\")",
                zh: "它有一个文本框：给出用户输入的内容（text = \"...\"）")
        case .refusedTakesNoText:
            Texts(
                en: "it has no text field (only a text_input action takes text)",
                zh: "它没有文本框（只有 text_input 操作才接受 text）")
        case .refusedFileName:
            Texts(
                en: "a file name is 1 to {1} bytes without '/' (got {2} bytes)",
                zh: "文件名应为 1 到 {1} 字节、不含 '/'（得到的是 {2} 字节）")
        case .refusedNoSettingsLink:
            Texts(
                en: "Settings shows no link to them: the app's requestAuthorization did not ask for "
                    + "'providesAppNotificationSettings'",
                zh: "设置里没有指向它们的链接：应用的 requestAuthorization 没有请求 'providesAppNotificationSettings'")

        // Misuse of the scripting API

        case .unknownNameDidYouMean:
            Texts(en: "unknown {1} '{2}' (did you mean '{3}'?)", zh: "'{2}' 不是已知的{1}（你是想写 '{3}' 吗？）")
        case .unknownNameExpected:
            Texts(en: "unknown {1} '{2}' (expected one of: {3})", zh: "'{2}' 不是已知的{1}（应为其中之一：{3}）")
        case .calledFromAppCode:
            Texts(en: "{1} cannot be called from app code", zh: "{1} 不能在应用代码里调用")
        case .actionFromAppCode:
            Texts(
                en: "{1} cannot be called from app code (a callback or block): call it from the scenario",
                zh: "{1} 不能在应用代码（回调或 block）里调用：请在用例里调用它")
        case .expectFromAppCode:
            Texts(
                en: "{1} cannot be called from app code (a callback or block): check from the scenario, "
                    + "for example after user.tap(app) returns",
                zh: "{1} 不能在应用代码（回调或 block）里调用：请在用例里检查，比如在 user.tap(app) 返回之后")
        case .calledFromInvariant:
            Texts(
                en: "{1} cannot be called from invariant '{2}': an invariant only reads state",
                zh: "{1} 不能在不变式 '{2}' 里调用：不变式只读取状态")
        case .deviceAfterAction:
            Texts(
                en: "device{} must come before the first user or system action",
                zh: "device{} 必须写在第一个用户或系统操作之前")
        case .scenarioInsideScenario:
            Texts(
                en: "scenario() must be called from the file's main chunk, not from inside a scenario",
                zh: "scenario()（声明用例）必须在文件的主代码块里调用，不能在另一个用例里面调用")
        case .scenarioFromAppCode:
            Texts(
                en: "scenario() must be called from the file's main chunk, not from app code (a callback or block)",
                zh: "scenario()（声明用例）必须在文件的主代码块里调用，不能在应用代码（回调或 block）里调用")
        case .waitInAppCode:
            Texts(
                en: "{1} cannot be used in app code (a callback or block runs on the main thread and cannot pause "
                    + "the world): use dispatch.after(seconds, fn) instead",
                zh: "{1} 不能在应用代码里使用（回调或 block 在主线程上运行，不能让整个世界暂停）："
                    + "请改用 dispatch.after(seconds, fn)")
        case .waitNotYieldable:
            Texts(
                en: "{1} must be called from the main chunk, a scenario body or an at()/after() function "
                    + "(not from inside pcall's handler, a metamethod or a coroutine of your own)",
                zh: "{1} 必须在主代码块、用例主体或 at()/after() 函数里调用"
                    + "（不能在 pcall 的处理函数、元方法或你自己的协程里调用）")
        case .onlyFromAppCode:
            Texts(
                en: "{1} must be called from app code (a delegate callback, block, timer or observer)",
                zh: "{1} 必须在应用代码（代理回调、block、定时器或观察者）里调用")
        case .argNoApp:
            Texts(
                en: "no app named '{1}'; pass the handle app{} returned",
                zh: "没有叫 '{1}' 的应用；请传入 app{} 返回的句柄")
        case .argNoAppOrScene:
            Texts(
                en: "no app named '{1}'; pass the handle app{} returned or a scene",
                zh: "没有叫 '{1}' 的应用；请传入 app{} 返回的句柄或一个场景")
        case .argAppOrScene:
            Texts(
                en: "app or scene expected (what app{} returned, a scene, or a name like \"Notes\" or \"Notes#2\"), "
                    + "got {1}",
                zh: "应为应用或场景（app{} 返回的值、一个场景，或者像 \"Notes\"、\"Notes#2\" 这样的名字），得到的是 {1}")
        case .argUIEntryName:
            Texts(
                en: "string expected (the name of an entry of the app's ui), got {1}",
                zh: "应为字符串（应用 ui 里一项的名字），得到的是 {1}")
        case .argUITooMany:
            Texts(
                en: "{1} arguments after the entry's name; at most {2}",
                zh: "项名后面有 {1} 个参数；最多 {2} 个")
        case .keychainDataExpected:
            Texts(
                en: "data expected (the item's secret, a string)",
                zh: "应为 data（钥匙串项的机密内容，一个字符串）")
        case .keychainNewDataExpected:
            Texts(
                en: "{ data = ... } expected (the item's new secret)",
                zh: "应为 { data = ... }（钥匙串项的新机密内容）")
        case .keychainQueryExpected:
            Texts(
                en: "{ service = \"...\", account = \"...\" } expected",
                zh: "应为 { service = \"...\", account = \"...\" }")
        case .keychainDataTableExpected: Texts(en: "{ data = \"...\" } expected", zh: "应为 { data = \"...\" }")
        case .keychainFieldUTF8:
            Texts(
                en: "{1} must be UTF-8 text (keep bytes as hex or base64)",
                zh: "{1} 必须是 UTF-8 文本（字节请存成十六进制或 base64）")
        case .keychainFieldString:
            Texts(en: "{1} must be a string (got {2})", zh: "{1} 必须是字符串（得到的是 {2}）")
        case .keychainNameExpected:
            Texts(
                en: "service and account expected (the item's name, two strings)",
                zh: "应为 service 和 account（钥匙串项的名字，两个字符串）")

        // Lua's own runtime errors explained

        case .luaIndexNil:
            Texts(
                en: "a field was read from nil (x.y or x[y] where x is nil)",
                zh: "Lua 的意思是：你在一个 nil 值上取字段（x.y 或 x[y]，而 x 是 nil）：检查它有没有赋值、名字有没有拼错")
        case .luaIndexNilNamed:
            Texts(
                en: "{1} is nil, so it has no fields",
                zh: "Lua 的意思是：{1} 是 nil，不能在它上面取字段：检查它有没有赋值、名字有没有拼错")
        case .luaCallNil:
            Texts(
                en: "a nil value was called as a function",
                zh: "Lua 的意思是：你把一个 nil 值当函数调用了：检查函数名有没有拼错、函数有没有定义")
        case .luaCallNilNamed:
            Texts(
                en: "{1} is nil, so it cannot be called",
                zh: "Lua 的意思是：{1} 是 nil，不能当函数调用：检查名字有没有拼错、它有没有定义（方法用 obj:f() 调用）")
        case .luaArithmetic:
            Texts(
                en: "arithmetic on a value that is not a number",
                zh: "Lua 的意思是：你对一个不是数字的值（比如 nil）做了算术运算：检查参与运算的每个值")
        case .luaCompare:
            Texts(
                en: "a comparison of values that cannot be compared",
                zh: "Lua 的意思是：< 或 > 比较的两个值不能比较（比如数字和 nil）：检查两边的值")
        case .luaConcatenate:
            Texts(
                en: ".. joined a value that is not text or a number",
                zh: "Lua 的意思是：.. 只能连接文本和数字，这里有一个别的值（比如 nil）：可以用 tostring(x)")
        case .luaBadArgument:
            Texts(
                en: "argument {1} of {2} is wrong",
                zh: "Lua 的意思是：传给 {2} 的第 {1} 个参数不对：括号里写着期望的类型和实际得到的")

        case .crashedAt:
            Texts(en: "{1} crashed at {2} s: {3}", zh: "{1} 在 {2} 秒崩溃了：{3}")
        case .watchdogKillAt:
            Texts(en: "{1} was killed by the watchdog at {2} s: {3}", zh: "{1} 在 {2} 秒被看门狗（watchdog）杀掉了：{3}")
        case .expiryKillAt:
            Texts(
                en: "{1} was killed at {2} s with a background task still open when its background time ran out",
                zh: "{1} 在 {2} 秒被杀掉了：后台时间用完时，它还有后台任务没有结束")
        case .misuseAt:
            Texts(en: "{1} at {2} s: {3}", zh: "{1} 在 {2} 秒：{3}")

        case .exploreBrokeAt:
            Texts(en: "✗ invariant \"{1}\" broke at step {2} of {3} ({4}", zh: "✗ 不变式“{1}”在第 {2} 步（共 {3} 步）被打破（{4}")
        case .exploreBrokeBefore:
            Texts(
                en: "✗ invariant \"{1}\" broke before the first step (in the file's main chunk) ({2}",
                zh: "✗ 不变式“{1}”在第一步之前（文件的主代码块里）就被打破了（{2}")
        case .exploreStoppedWithError:
            Texts(en: "✗ the run stopped with an error at step {1} ({2}", zh: "✗ 这次运行在第 {1} 步因错误停止（{2}")
        case .exploreShrunk:
            Texts(
                en: ", shrunk from {1} to {2} steps in {3} shrinks, {4} replays)",
                zh: "，经 {3} 次缩减从 {1} 步缩到 {2} 步，重放 {4} 次）")
        case .exploreNoBreak:
            Texts(
                en:
                    "✓ no invariant broke in {1} {8}, {2} steps: {3} of {4} transitions and {5} of {6} callbacks reached; {7}",
                zh: "✓ {1} 次运行、{2} 步里没有打破任何不变式：走到了 {4} 个状态转换中的 {3} 个、{6} 个回调中的 {5} 个；{7}")
        case .becauseStep:
            Texts(en: "because step {1} ({2}) {3}", zh: "原因：第 {1} 步（{2}）{3}")
        case .becauseUIEntry:
            Texts(en: "ran the ui entry '{1}' of {2}", zh: "运行了 {2} 的界面入口“{1}”")
        case .becauseMoved:
            Texts(en: "moved {1}", zh: "改变了状态：{1}")
        case .becauseLeakedTask:
            Texts(en: "began background task {1} of {2}, never ended", zh: "开始了 {2} 的后台任务 {1}，却从未结束它")
        case .becauseHandlerNeverCalled:
            Texts(
                en: "called {1} of {2}, whose completion handler was never called",
                zh: "调用了 {2} 的 {1}，它的 completionHandler 从未被调用")
        case .becauseCalled:
            Texts(en: "called {1} of {2}, which {3}", zh: "调用了 {2} 的 {1}，{3}")
        case .becauseRanCode:
            Texts(
                en: "ran code of {1} (a block, timer or observer), which {2}",
                zh: "运行了 {1} 的代码（一个 block、定时器或观察者），{2}")
        case .whichRaisedError:
            Texts(en: "raised the error", zh: "是它抛出了这个错误")
        case .whichLoggedWarning:
            Texts(en: "logged the warning", zh: "是它记下了这条警告")
        case .whichBlocked:
            Texts(en: "blocked its main thread too long", zh: "是它把主线程阻塞得太久")
        case .whichEnded:
            Texts(en: "ended it", zh: "是它导致了这个结果")
        case .exploreReplayChecked:
            Texts(en: " (checked: `applife run` {1})", zh: "（已核实：`applife run` {1}）")
        case .exploreReplayDiffers:
            Texts(
                en: " (WARNING: `applife run` on it did not fail the same way)",
                zh: "（警告：对它运行 `applife run` 没有以同样的方式失败）")
        case .replayStopsSame:
            Texts(en: "stops with the same error", zh: "以同样的错误停止")
        case .replayFailsSame:
            Texts(en: "fails with the same invariant", zh: "因同一个不变式失败")
        case .exploreRan: Texts(en: "ran {1}, {2} steps ({3})", zh: "运行了 {1}，共 {2} 步（{3}）")
        case .exploreRanNothing: Texts(en: "nothing", zh: "什么也没有")
        case .exploreBreadthFirstRuns:
            Texts(
                en: "{1} breadth-first sequence{3} of up to {2} steps", zh: "{1} 个最多 {2} 步的广度优先序列")
        case .exploreWalks: Texts(en: "{1} random walk{2}", zh: "{1} 次随机游走")
        case .exploreStopBudget: Texts(en: "every run asked for", zh: "要求的运行都做完了")
        case .exploreStopExhausted: Texts(en: "every sequence up to the depth", zh: "深度以内的每个序列都试过了")
        case .exploreStopFailure: Texts(en: "stopped at the first failure", zh: "在第一次失败时停下")
        case .exploreTryDeeper:
            Texts(
                en: "every sequence up to {1} steps was tried: try longer ones with --depth {2}",
                zh: "{1} 步以内的每个序列都试过了：用 --depth {2} 试试更长的")
        case .exploreTryMoreRuns:
            Texts(en: "try more with --runs {1}", zh: "用 --runs {1} 多试一些")
        case .exploreTryOtherSeed:
            Texts(en: "try other walks with --seed {1}", zh: "用 --seed {1} 试试别的随机游走")
        case .randomWalk:
            Texts(en: "random walk {1}", zh: "随机游走 {1}")
        case .breadthFirstSequence:
            Texts(en: "breadth-first sequence {1}", zh: "广度优先序列 {1}")
        case .atLocation:
            Texts(en: " (at {1})", zh: "（位于 {1}）")

        case .runSummary:
            Texts(
                en: "scenarios: {1} passed, {2} failed, {3} errors; {4} app crashes, {5} warnings",
                zh: "用例：{1} 个通过，{2} 个失败，{3} 个出错；应用崩溃 {4} 次，警告 {5} 条")
        case .syntaxErrorExplained:
            Texts(
                en: "Lua could not read the file: the line above names where it stopped reading",
                zh: "Lua 读不懂这个文件（语法错误）：上面一行是 Lua 的原文，指出它在哪里停下；常见原因是少了 end、括号或逗号")
        case .nonASCIINameExplained:
            Texts(
                en: "Lua names are ASCII letters, digits and underscores: keep Chinese for strings "
                    + "(local notes = app { name = \"备忘录\" })",
                zh: "Lua 的变量名只能用英文字母、数字和下划线；中文可以写在字符串里："
                    + "local notes = app { name = \"备忘录\" }")

        case .svgNote:
            Texts(
                en: "Time runs left to right. Records of one instant stand side by side in the order they happened "
                    + "(a thick stroke on the axis); gaps are shortened, ≈ marks long ones, their lengths are on the axis. "
                    + "Hover a mark for its trace line.",
                zh: "时间从左往右走。 同一时刻的记录按发生的先后并排（轴上有一道粗线）； "
                    + "空白的时间被缩短，≈ 标出长的空白，长度写在轴上。 把鼠标停在标记上可以看到它的跟踪行。")
        case .svgCallback: Texts(en: "callback", zh: "回调")
        case .svgCallbackNotImplemented: Texts(en: "callback not implemented", zh: "未实现的回调")
        case .svgBackgroundTask: Texts(en: "background task", zh: "后台任务")
        case .svgTaskExpired: Texts(en: "task expired", zh: "任务到期")
        case .svgURLOpened: Texts(en: "URL opened", zh: "打开 URL")
        case .svgGapShortened: Texts(en: "gap shortened", zh: "缩短的空白")
        case .svgAction: Texts(en: "user or system action", zh: "用户或系统的操作")
        case .svgNotification: Texts(en: "notification", zh: "通知")
        case .svgURLEvent: Texts(en: "URL event", zh: "URL 事件")
        case .svgBadge: Texts(en: "badge", zh: "角标")
        case .svgLogLine: Texts(en: "log line", zh: "日志行")
        case .svgWarning: Texts(en: "warning", zh: "警告")
        case .svgCrash: Texts(en: "crash", zh: "崩溃")
        case .svgTermination: Texts(en: "termination", zh: "终止")
        case .svgExpectPass: Texts(en: "expectation passed", zh: "预期成立")
        case .svgExpectFail: Texts(en: "expectation failed", zh: "预期不成立")
        case .svgCheckHeading: Texts(en: "check: {1}", zh: "检查：{1}")
        case .svgDrewEvery:
            Texts(en: "Drew every check ({1}) to {2}{3}; open it in a browser.", zh: "已把每项检查（{1}）画到 {2}{3}；用浏览器打开它。")
        case .svgDrewFailing:
            Texts(
                en: "Drew the failing check{4} {1} to {2}{3}; open it in a browser.",
                zh: "已把未通过的检查{1}画到 {2}{3}；用浏览器打开它。")
        case .svgDrewNothing:
            Texts(en: "No check to draw, so {1} shows nothing{2}.", zh: "没有可画的检查，所以 {1} 是空的{2}。")
        case .svgNotDrawnBoth:
            Texts(en: " (hidden checks and predictions are not drawn)", zh: "（隐藏的检查和预测不画出来）")
        case .svgNotDrawnHidden:
            Texts(en: " (hidden checks are not drawn)", zh: "（隐藏的检查不画出来）")
        case .svgNotDrawnPrediction:
            Texts(
                en: " (a prediction's timeline is its answer: not drawn)",
                zh: "（预测的时间线就是它的答案：不画出来）")

        case .svgRecords: Texts(en: "{1} record{2}", zh: "{1} 条记录")
        case .svgApps: Texts(en: "{1} app{2}", zh: "{1} 个应用")
        case .svgVirtualTime: Texts(en: "virtual time 0 – {1}", zh: "虚拟时间 0 – {1}")
        case .svgLongTrace:
            Texts(en: "long trace: nearby marks merged, counts in tooltips", zh: "时间线很长：相邻的标记合在一起，数量见提示框")
        case .svgMoreNotDrawn:
            Texts(
                en: "{1} more not drawn (the pictures' budget of records is spent)",
                zh: "还有 {1} 条没有画出（图片的记录预算用完了）")

        case .didYouMeanHint:
            Texts(en: "did you mean {1}?", zh: "你是想写 {1} 吗？")

        case .apiHelpGlobals: Texts(en: "Globals", zh: "全局函数")
        case .apiHelpTimeline: Texts(en: "Time line", zh: "时间线")
        case .apiHelpWhere: Texts(en: "  where: {1}", zh: "  在哪里调用：{1}")
        case .apiHelpApple: Texts(en: "  Apple: {1}", zh: "  Apple 的对应：{1}")
        case .apiHelpAppleSince: Texts(en: "  Apple: {1} (iOS {2})", zh: "  Apple 的对应：{1}（iOS {2}）")
        case .apiHelpDelegates:
            Texts(
                en: "Delegate keys of app{ delegate = { ... } }, their arguments and Apple's selectors:",
                zh: "app{ delegate = { ... } } 的代理键、它们的参数和 Apple 的选择器：")
        case .apiHelpDelegateKey: Texts(en: "delegate key {1}: {2}", zh: "代理键 {1}：{2}")
        case .apiHelpArguments: Texts(en: "  arguments: {1}", zh: "  参数：{1}")
        case .apiHelpPosts: Texts(en: "  posts {1}", zh: "  随后发出通知 {1}")
        case .apiHelpSince: Texts(en: "  since iOS {1}", zh: "  iOS {1} 起可用")
        case .apiHelpSinceDeprecated:
            Texts(en: "  since iOS {1}, deprecated in iOS {2}", zh: "  iOS {1} 起可用，iOS {2} 起弃用")
        case .apiHelpSwitches:
            Texts(
                en: "device{ ... } switches (before the first user or system action):",
                zh: "device{ ... } 的开关（写在第一个用户或系统动作之前）：")
        case .apiHelpAppFields: Texts(en: "app{ ... } fields:", zh: "app{ ... } 的字段：")
        case .apiWhereDeclaration: Texts(en: "declaration", zh: "声明处（主代码块或用例体）")
        case .apiWhereScenario: Texts(en: "scenario", zh: "用例的时间线")
        case .apiWhereAppCode: Texts(en: "app code", zh: "应用代码")
        case .apiWhereAnywhere: Texts(en: "anywhere", zh: "任何地方")

        case .usageExploreMergeFiles:
            Texts(
                en: "explore merge needs the shards' files: merge A.json B.json ...",
                zh: "explore merge 需要各份的文件：merge A.json B.json ...")
        case .usageExploreMergeOnlyFiles:
            Texts(
                en: "explore merge takes the runs, depth, strategy, seed, --ios and limits from the shards' files: "
                    + "give it only the files, --out, --jobs and --json",
                zh: "explore merge 从各份的文件里读取运行次数、深度、策略、种子、--ios 和各项限制："
                    + "只给它文件、--out、--jobs 和 --json")
        case .usageExploreOneFile:
            Texts(
                en: "give one Lua file to explore (or: merge A.json B.json ...)",
                zh: "给出一个要探索的 Lua 文件（或者：merge A.json B.json ...）")
        case .usageGradeMergeFiles:
            Texts(
                en: "lab grade merge needs the shards' results files: merge A.json B.json ...",
                zh: "lab grade merge 需要各份的结果文件：merge A.json B.json ...")
        case .usageGradeOneFolder:
            Texts(
                en: "give one folder of submissions (or: merge A.json B.json ...)",
                zh: "给出一个放提交的文件夹（或者：merge A.json B.json ...）")
        case .usageGradeNeedsLab:
            Texts(
                en: "--lab NAME is required: the exercise the submissions answer",
                zh: "必须给出 --lab NAME：这些提交所做的练习")
        case .usageGradeTimeout:
            Texts(
                en: "--timeout must be a number of seconds > 0 and under --cpu-seconds and --wall-seconds, so a loop "
                    + "is stopped by its Lua deadline (which names the line) first",
                zh: "--timeout 必须是大于 0 的秒数，并且小于 --cpu-seconds 和 --wall-seconds，"
                    + "这样死循环会先被 Lua 的时限停下（它会指出是哪一行）")
        case .usageGradeShard:
            Texts(
                en: "--shard must be i/n with 1 <= i <= n (2/3: the second of three parts), got '{1}'",
                zh: "--shard 必须是 i/n，且 1 <= i <= n（2/3：三份中的第二份），得到的是“{1}”")
        case .usageFromCheck:
            Texts(
                en: "--from-check must be a check number from 1, and each --passed one before it",
                zh: "--from-check 必须是从 1 数起的检查编号，每个 --passed 都必须在它之前")
        case .usagePort: Texts(en: "--port must be from 0 to 65535, got {1}", zh: "--port 必须在 0 到 65535 之间，得到的是 {1}")
        case .usageStudioTimeout:
            Texts(
                en: "--timeout must be a number of seconds from 0.1 to 3600, got {1}",
                zh: "--timeout 必须是 0.1 到 3600 之间的秒数，得到的是 {1}")

        case .replIntro1:
            Texts(
                en: "Type Lua: an expression prints its value, a statement runs; wait(s) lets virtual time pass.",
                zh: "输入 Lua：表达式会打印它的值，语句会被执行；wait(s) 让虚拟时间流逝。")
        case .replIntro2:
            Texts(
                en: "Each input prints the trace records it caused. Commands:",
                zh: "每次输入都会打印它引起的跟踪记录。命令：")
        case .replTopics:
            Texts(
                en: "Topics: {1}, or a function name (:help user.tap).",
                zh: "主题：{1}，或者一个函数名（:help user.tap）。")
        case .replNoHelp:
            Texts(en: "no help for '{1}'. ", zh: "没有关于“{1}”的帮助。")
        case .replHelpHelp:
            Texts(
                en: "this help; a topic is a library, class, function or 'delegate'",
                zh: "这份帮助；主题可以是库、类、函数或 'delegate'")
        case .replHelpState:
            Texts(
                en: "every app's state, scenes, badge and open background tasks, and the time",
                zh: "每个应用的状态、场景、角标和未结束的后台任务，以及当前时间")
        case .replHelpTrace:
            Texts(en: "the last n trace records (default 20)", zh: "最后 n 条跟踪记录（默认 20 条）")
        case .replHelpTime:
            Texts(en: "the virtual time", zh: "虚拟时间")
        case .replHelpReset:
            Texts(
                en: "a fresh device and Lua state (the file as loaded), clock at zero",
                zh: "全新的设备和 Lua 状态（与载入文件时一样），时钟归零")
        case .replHelpReload:
            Texts(en: "re-read the file, then :reset", zh: "重新读取文件，然后 :reset")
        case .replHelpSave:
            Texts(
                en: "write the session as a scenario that applife run passes (--no-expect: no",
                zh: "把会话写成一个能通过 applife run 的用例（--no-expect：")
        case .replHelpSave2:
            Texts(
                en: "expect.equal for values; :save! replaces an existing file)",
                zh: "不为值写 expect.equal；:save! 会替换已有的文件）")
        case .replHelpSVG:
            Texts(
                en: "draw the session so far as an SVG timeline (open it in a browser)",
                zh: "把到目前为止的会话画成 SVG 时间线（用浏览器打开）")
        case .replHelpQuit:
            Texts(en: "leave (Ctrl-D does the same)", zh: "退出（Ctrl-D 也可以）")
        case .replNoApps:
            Texts(
                en: "no apps installed (declare one with app{ name = \"...\" })",
                zh: "没有安装应用（用 app{ name = \"...\" } 声明一个）")
        case .replStateLine:
            Texts(en: "badge {1}  tasks: {2}", zh: "角标 {1}  后台任务：{2}")
        case .replNoTasks:
            Texts(en: "none", zh: "无")
        case .replTraceNeedsNumber:
            Texts(en: ":trace takes a number of records, got '{1}'", zh: ":trace 需要一个记录条数，得到的是“{1}”")
        case .replUnknownCommand:
            Texts(en: "unknown command ':{1}'{2}; :help lists the commands", zh: "没有 :{1} 这个命令{2}；:help 会列出所有命令")
        case .replDidYouMean:
            Texts(en: " (did you mean :{1}?)", zh: "（你是想写 :{1} 吗？）")
        case .replReloadNeedsFile:
            Texts(
                en: ":reload needs a file: start with applife repl FILE.lua",
                zh: ":reload 需要一个文件：用 applife repl FILE.lua 启动")
        case .replSaveNeedsName:
            Texts(
                en: ":save needs one file name: :save session.lua (or :save --no-expect session.lua)",
                zh: ":save 需要一个文件名：:save session.lua（或 :save --no-expect session.lua）")
        case .replSaveExists:
            Texts(en: "{1} exists: :save! {1} replaces it", zh: "{1} 已经存在：:save! {1} 会替换它")
        case .replCannotRead:
            Texts(
                en: "applife: cannot read '{1}': no such file or not readable",
                zh: "applife：读不了“{1}”：文件不存在或不可读")
        case .replFailed:
            Texts(en: "applife: {1}", zh: "applife 出错：{1}")
        case .replSVGNeedsName:
            Texts(en: ":svg needs a file name: :svg session.svg", zh: ":svg 需要一个文件名：:svg session.svg")
        case .replDrew:
            Texts(
                en: "drew {1} record(s){2} to {3}; open it in a browser",
                zh: "已把 {1} 条记录{2}画到 {3}；用浏览器打开它")
        case .replDrewLatest:
            Texts(
                en: " (the latest {1}; {2} earlier ones are not drawn)",
                zh: "（最近的 {1} 条；更早的 {2} 条没有画出）")
        case .replReset:
            Texts(en: "reset: a fresh device at t = 0.000", zh: "已重置：全新的设备，t = 0.000")
        case .replReloaded:
            Texts(en: "reloaded {1}: a fresh device at t = 0.000", zh: "已重新载入 {1}：全新的设备，t = 0.000")
        case .replSaved:
            Texts(
                en: "saved {1} input{2} to {3}; run it with: applife run {3}",
                zh: "已把 {1} 条输入保存到 {3}；运行它：applife run {3}")
        case .globalWrittenInAppCode:
            Texts(
                en: "global '{1}' written in app code: did you forget 'local'?",
                zh: "应用代码写了全局变量“{1}”：是不是忘了写 local？")
        case .unreachedUIKit:
            Texts(
                en: "delegate.{1} is never called in a scene app: UIKit calls {2} instead",
                zh: "在采用场景的应用里，delegate.{1} 永远不会被调用：UIKit 改为调用 {2}")
        case .unreachedUIKitAny:
            Texts(
                en: "delegate.{1} is never called in a scene app: UIKit calls the scene delegate instead",
                zh: "在采用场景的应用里，delegate.{1} 永远不会被调用：UIKit 改为调用场景代理")
        case .unreachedSwiftUI:
            Texts(
                en: "delegate.{1} is never called in a scene app: SwiftUI apps watch swiftui.scene_phase (or {2})",
                zh: "在采用场景的应用里，delegate.{1} 永远不会被调用：SwiftUI 应用观察 swiftui.scene_phase（或 {2}）")
        case .unreachedSwiftUIAny:
            Texts(
                en: "delegate.{1} is never called in a scene app: SwiftUI apps watch swiftui.scene_phase "
                    + "(or the scene delegate)",
                zh: "在采用场景的应用里，delegate.{1} 永远不会被调用：SwiftUI 应用观察 swiftui.scene_phase（或场景代理）")
        case .appKeysMustBeNames:
            Texts(en: "app{}: keys must be field names ({1})", zh: "app{}：键必须是字段名（{1}）")
        case .appFieldNotString:
            Texts(en: "app{}: field '{1}' must be a string (got {2})", zh: "app{}：字段 '{1}' 必须是字符串（得到的是 {2}）")
        case .appNameEmpty:
            Texts(
                en: "app{}: field 'name' must not be empty (traces show it on every line)",
                zh: "app{}：字段 'name' 不能为空（时间线的每一行都显示它）")
        case .appBadBundleID:
            Texts(
                en: "app{} '{1}': bundle_id '{2}' is not a bundle identifier: use letters, digits, '-' "
                    + "and '.', as in \"com.acme.todolist\"",
                zh: "app{} '{1}'：bundle_id '{2}' 不是 bundle identifier：只能用字母、数字、'-' 和 '.'，"
                    + "例如 \"com.acme.todolist\"")
        case .appFieldNotStringOf:
            Texts(
                en: "app{} '{1}': field '{2}' must be a string (got {3})",
                zh: "app{} '{1}'：字段 '{2}' 必须是字符串（得到的是 {3}）")
        case .appMemoryTooBig:
            Texts(
                en: "app{} '{1}': field 'memory_mb' is {2} MB; at most {3} (1 TB)",
                zh: "app{} '{1}'：字段 'memory_mb' 是 {2} MB；最多 {3}（1 TB）")
        case .appFieldPositiveInteger:
            Texts(
                en: "app{} '{1}': field '{2}' must be a positive integer (got {3})",
                zh: "app{} '{1}'：字段 '{2}' 必须是正整数（得到的是 {3}）")
        case .appShortcutItemsList:
            Texts(
                en: "app{} '{1}': field 'shortcut_items' must be a list of { type = ..., title = ... } (got {2})",
                zh: "app{} '{1}'：字段 'shortcut_items' 必须是 { type = ..., title = ... } 的列表（得到的是 {2}）")
        case .appMainNotFunctionOrPath:
            Texts(
                en: "app{} '{1}': field 'main' must be a function or the path of a .lua file",
                zh: "app{} '{1}'：字段 'main' 必须是函数或 .lua 文件的路径")
        case .appMainNotFunctionOrPathGot:
            Texts(
                en: "app{} '{1}': field 'main' must be a function or the path of a .lua file (got {2})",
                zh: "app{} '{1}'：字段 'main' 必须是函数或 .lua 文件的路径（得到的是 {2}）")
        case .appCodeBesideMainFunction:
            Texts(
                en: "app{} '{1}': field '{2}' and main both give the app's code: with main, return "
                    + "{ {2} = { ... } } from main (it runs in every new process)",
                zh: "app{} '{1}'：字段 '{2}' 和 main 都给出了应用的代码：用 main 时，请从 main 返回 "
                    + "{ {2} = { ... } }（main 在每个新进程里运行）")
        case .appCodeBesideMainFile:
            Texts(
                en: "app{} '{1}': field '{2}' and main both give the app's code: with main, return "
                    + "{ {2} = { ... } } at the end of the main file (it runs in every new process)",
                zh: "app{} '{1}'：字段 '{2}' 和 main 都给出了应用的代码：用 main 时，请在主文件末尾返回 "
                    + "{ {2} = { ... } }（主文件在每个新进程里运行）")
        case .appLifeCycleType:
            Texts(
                en: "app{} '{1}': field 'life_cycle' must be \"app\", \"scenes\" or \"swiftui\" (got {2})",
                zh: "app{} '{1}'：字段 'life_cycle' 必须是 \"app\"、\"scenes\" 或 \"swiftui\"（得到的是 {2}）")
        case .appMultipleWindowsNeedsScenes:
            Texts(
                en: "app{} '{1}': multiple_windows needs life_cycle = \"scenes\" or \"swiftui\"",
                zh: "app{} '{1}'：multiple_windows 需要 life_cycle = \"scenes\" 或 \"swiftui\"")
        case .appFieldBoolean:
            Texts(
                en: "app{} '{1}': field '{2}' must be a boolean (got {3})",
                zh: "app{} '{1}'：字段 '{2}' 必须是布尔值（得到的是 {3}）")
        case .appSDKRange:
            Texts(
                en: "app{} '{1}': field 'sdk' must be an iOS SDK version from 2 to 99, such as 27 (got {2})",
                zh: "app{} '{1}'：字段 'sdk' 必须是 2 到 99 之间的 iOS SDK 版本，例如 27（得到的是 {2}）")
        case .appSDKWhole:
            Texts(
                en: "app{} '{1}': field 'sdk' must be a whole iOS SDK version such as 27 (got {2})",
                zh: "app{} '{1}'：字段 'sdk' 必须是整数的 iOS SDK 版本，例如 27（得到的是 {2}）")
        case .appSDKType:
            Texts(
                en: "app{} '{1}': field 'sdk' must be an iOS SDK version such as 27 (got {2})",
                zh: "app{} '{1}'：字段 'sdk' 必须是 iOS SDK 版本，例如 27（得到的是 {2}）")
        case .appFieldUTF8:
            Texts(en: "app{}: field '{1}' must be valid UTF-8 text", zh: "app{}：字段 '{1}' 必须是有效的 UTF-8 文本")
        case .appFieldTooLong:
            Texts(
                en: "app{}: field '{1}' is {2} bytes long; at most {3} are allowed",
                zh: "app{}：字段 '{1}' 长 {2} 字节；最多允许 {3} 字节")
        case .appFieldListStringsFound:
            Texts(
                en: "app{} '{1}': field '{2}' must list strings (found {3})",
                zh: "app{} '{1}'：字段 '{2}' 只能列出字符串（发现了 {3}）")
        case .appFieldListOfStrings:
            Texts(
                en: "app{} '{1}': field '{2}' must be a list of strings (got {3})",
                zh: "app{} '{1}'：字段 '{2}' 必须是字符串列表（得到的是 {3}）")
        case .appFieldListOf:
            Texts(
                en: "app{} '{1}': field '{2}' must be a list of {3} (got {4})",
                zh: "app{} '{1}'：字段 '{2}' 必须是 {3} 的列表（得到的是 {4}）")
        case .appEntryTable:
            Texts(
                en: "app{} '{1}': each {2} entry must be a table {3}",
                zh: "app{} '{1}'：{2} 的每一项都必须是表 {3}")
        case .uiNotTable:
            Texts(
                en: "{1}: field 'ui' must be a table of entries, ui = { name = function(...) end } (got {2})",
                zh: "{1}：字段 'ui' 必须是由条目组成的表，ui = { name = function(...) end }（得到的是 {2}）")
        case .uiListed:
            Texts(
                en: "{1}: ui must name its entries (ui = { save = function() ... end }), not list them",
                zh: "{1}：ui 必须给条目起名字（ui = { save = function() ... end }），而不是把它们列成列表")
        case .uiTooMany:
            Texts(
                en: "{1}: ui has {2} entries; at most {3}",
                zh: "{1}：ui 有 {2} 个条目；最多 {3} 个")
        case .uiKeyNotName:
            Texts(
                en: "{1}: ui keys must be the entries' names (strings), got {2}",
                zh: "{1}：ui 的键必须是条目的名字（字符串），得到的是 {2}")
        case .uiNameTooLong:
            Texts(
                en: "{1}: a ui entry's name is {2} bytes long; at most {3} are allowed",
                zh: "{1}：ui 条目的名字长 {2} 字节；最多允许 {3} 字节")
        case .uiNameUTF8:
            Texts(
                en: "{1}: a ui entry's name must be valid UTF-8 text, not empty",
                zh: "{1}：ui 条目的名字必须是有效的 UTF-8 文本，不能为空")
        case .uiUnknownKeyDidYouMean:
            Texts(
                en: "{1}: unknown key '{2}' (did you mean '{3}'?)",
                zh: "{1}：'{2}' 不是已知的键（你是想写 '{3}' 吗？）")
        case .uiUnknownKey:
            Texts(
                en: "{1}: unknown key '{2}' (expected args and run)",
                zh: "{1}：'{2}' 不是已知的键（应为 args 或 run）")
        case .uiEntryNotList:
            Texts(
                en: "{1} must be { args = {...}, run = function(...) end }, not a list",
                zh: "{1} 必须是 { args = {...}, run = function(...) end }，而不是列表")
        case .uiRunNotFunction:
            Texts(
                en: "{1}.run must be a function (got {2})",
                zh: "{1}.run 必须是函数（得到的是 {2}）")
        case .uiEntryShape:
            Texts(
                en: "{1} must be a function or { args = {...}, run = function(...) end } (got {2})",
                zh: "{1} 必须是函数或 { args = {...}, run = function(...) end }（得到的是 {2}）")
        case .uiArgsList:
            Texts(
                en: "{1} must be a list of strings, numbers or booleans, such as { \"milk\", \"eggs\" } (got {2})",
                zh: "{1} 必须是由字符串、数字或布尔值组成的列表，例如 { \"milk\", \"eggs\" }（得到的是 {2}）")
        case .uiArgsNamedFields:
            Texts(
                en: "{1} must be a list such as { \"milk\", \"eggs\" }, without named fields",
                zh: "{1} 必须是像 { \"milk\", \"eggs\" } 这样的列表，不能有命名字段")
        case .uiArgsEmpty:
            Texts(
                en: "{1} is empty: leave args out for an entry that takes no argument",
                zh: "{1} 是空的：不接受参数的条目请不要写 args")
        case .uiArgsTooMany:
            Texts(
                en: "{1} has {2} values; at most {3}",
                zh: "{1} 有 {2} 个值；最多 {3} 个")
        case .uiValueType:
            Texts(en: "is a {1}: a ui argument is a string, a number or a boolean", zh: "是 {1}：ui 的参数只能是字符串、数字或布尔值")
        case .uiValueNotText:
            Texts(en: "is not valid UTF-8 text", zh: "不是有效的 UTF-8 文本")
        case .uiValueTooLong:
            Texts(en: "is {1} bytes long; at most {2} are allowed", zh: "长 {1} 字节；最多允许 {2} 字节")
        case .uiValueNaN:
            Texts(en: "is NaN, which no screen produces", zh: "是 NaN，没有哪个屏幕会产生它")
        }
    }
}
