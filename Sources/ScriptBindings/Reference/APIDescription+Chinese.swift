/// The Chinese summary of every entry of the API description, keyed by the entry's full
/// name (``APISummaryEntry``), in document order. Each says what the English summary says;
/// names, selectors, notification names and Apple's API names stay as they are, and the
/// words follow docs/zh/glossary.md (场景 is a scene, 用例 a scenario). A test fails on an
/// entry without one, on a key that names no entry, on a summary without Chinese and on
/// the glossary's forbidden phrases.
extension APIDescription {
    static let chineseSummaries: [(String, String)] = [
        ("app", "声明并安装一个应用（字段见 app{}）；返回它的句柄"),
        ("device", "设置 iOS 配置（ios = n）和具名开关；要写在第一个用户或系统动作之前"),
        (
            "invariant",
            "声明一条必须始终成立的性质：check() 返回 true，或者返回 false 和一条消息；applife explore 在每一步之后检查它，applife run 在每个动作和每次 wait 之后检查它"
        ),
        (
            "choose",
            "模型不替你决定的一个条件，用它所在的位置命名（\"AppDelegate.swift:42 isLoggedIn\"）：返回 true 或 false，给了 count 则返回 1 到 count（2 到 64）；applife run 走第一个分支（或 --choices LABEL=N 指定的那个），explore 的随机游走哪个都可能走，反例里会写明走了哪个；不能在不变式里调用"
        ),
        ("now", "以秒计的虚拟时间（在应用代码里是应用自己的时钟）"),
        ("busy", "把主线程阻塞这么久；可能触发看门狗"),
        ("log", "一条日志记录，内容是用空格连起来的各个值（print 生成同样的记录，只是值之间用 Lua 的制表符）"),
        ("scenario", "声明一个用例；每个用例都在主代码块之后，在一台全新的设备和全新的 Lua 状态上运行"),
        ("wait", "让虚拟时间流逝；不能在应用代码里调用（那里用 dispatch.after）"),
        ("at", "在那个绝对虚拟时间把 fn 作为一条时间线分支运行（不能是过去的时间）"),
        ("after", "从现在起过这么多秒，把 fn 作为一条时间线分支运行"),
        ("run_until_idle", "让设备一直运行，直到没有待处理的事件（定时器、工作、后台时限）"),
        ("app{}.name", "应用的名字，时间线里就用这个名字"),
        ("app{}.bundle_id", "bundle identifier（包标识符）"),
        ("app{}.url_types", "应用能打开的 URL scheme"),
        ("app{}.document_types", "应用能打开的文档类型（AirDrop、“用其他应用打开”）：UTI 以及对应到它们的文件扩展名"),
        ("app{}.queries_schemes", "canOpenURL 可以询问的 scheme（iOS 9+）"),
        ("app{}.background_modes", "后台模式 UIBackgroundModes（\"fetch\"、\"remote-notification\"……）"),
        ("app{}.memory_mb", "应用启动时的内存占用，单位 MB（1 到 1048576）；超过单进程上限时，jetsam 在它启动时就把它杀掉"),
        ("app{}.life_cycle", "只有应用代理（\"app\"，iOS 13 之前唯一的选择）、UIScene（\"scenes\"）或 SwiftUI 的 App（\"swiftui\"）"),
        ("app{}.multiple_windows", "在 iPad 上有多个窗口（场景应用）"),
        ("app{}.sdk", "构建应用所用的 SDK；用 SDK 27+ 构建、没有场景的应用在 iOS 27+ 上启动失败"),
        ("app{}.exits_on_suspend", "不挂起而是退出：离开应用时发送 willTerminate（iOS 4 到 12 认这个设置）"),
        ("app{}.bg_task_identifiers", "应用可以注册和提交的 BGTask 标识符；声明了任何一个，后台获取就不再可用"),
        ("app{}.opens_in_place", "其他应用传来的文档原地打开（openInPlace 为 true），而不是复制一份到 Documents/Inbox"),
        ("app{}.settings_bundle", "应用带有 Settings bundle：打开 UIApplication.openSettingsURLString 会显示它自己的设置项"),
        ("app{}.push", "aps-environment 权限（entitlement）：没有它，注册远程通知会失败"),
        ("app{}.delegate", "应用代理：以代理键为键的函数"),
        ("app{}.scene_delegate", "场景应用或 SwiftUI 应用的场景代理：以场景代理键为键的函数"),
        ("app{}.swiftui", "SwiftUI 应用的 scene_phase、app_phase 和 open_url 函数"),
        ("app{}.notification_delegate", "UNUserNotificationCenterDelegate：willPresent 和 didReceive 函数（任何生命周期都可以用）"),
        (
            "app{}.ui",
            "应用自己的界面：{ name = function(...) end | { args = { values }, run = function(...) end } }；user.ui(app, name, ...) 执行其中一项（场景应用的处理函数最后还会收到场景），explore 会用每个 args 值逐一尝试每一项"
        ),
        (
            "app{}.main",
            "在每个新进程里、willFinishLaunching 之前运行，全局变量是全新的，返回这个进程的代码（{ delegate = ..., scene_delegate = ..., swiftui = ..., notification_delegate = ..., ui = ... }）；它的局部变量随进程一起消失（它捕获的外部变量不会）。也可以是一个 .lua 文件的路径，相对于声明它的文件、并且在那个文件夹里面，在每个进程里重新运行：它顶层的局部变量就是进程的内存"
        ),
        (
            "app{}.shortcut_items",
            "静态的主屏幕快捷操作（{ type, title, subtitle, icon, userInfo }）；主屏幕先显示它们，再显示动态的，总数最多 homeScreenQuickActions（4）个；user.shortcut 只提供显示出来的那些"
        ),
        ("delegate.willFinishLaunching", "启动已经开始；返回 false 表示不打开启动用的 URL"),
        ("delegate.didFinishLaunching", "启动已经完成；返回 false 表示不打开启动用的 URL"),
        ("delegate.didBecomeActive", "应用变为活跃（在最前面，接收事件）"),
        ("delegate.willResignActive", "应用即将变为非活跃（被打断、按 Home、锁屏）"),
        ("delegate.didEnterBackground", "应用进入了后台；要在时限内返回，否则会被杀掉"),
        ("delegate.willEnterForeground", "应用正从后台回到前台"),
        ("delegate.willTerminate", "进程即将结束（挂起时不会调用）"),
        ("delegate.didReceiveMemoryWarning", "释放内存"),
        ("delegate.openURL", "打开一个 URL（iOS 9+）"),
        ("delegate.handleOpenURL", "打开一个 URL（旧接口，iOS 4.2 之前）"),
        ("delegate.openURLSourceApplication", "打开一个 URL，并告诉你来源应用（旧接口，iOS 4.2 到 8）"),
        ("delegate.performFetch", "后台获取；用结果调用 completion"),
        ("delegate.didReceiveRemoteNotification", "收到一条（静默）推送；用结果调用 completion"),
        ("delegate.didRegisterForRemoteNotifications", "APNs 给了应用它的设备令牌（十六进制）；把它发给你的服务器"),
        (
            "delegate.didFailToRegisterForRemoteNotifications",
            "注册失败（error.domain、error.code、error.localizedDescription）：没有推送权限"
        ),
        ("delegate.handleEventsForBackgroundURLSession", "后台 URL 会话的事件；处理完后调用 completion"),
        ("delegate.performActionForShortcutItem", "用户选了一个主屏幕快捷操作"),
        (
            "delegate.continueUserActivity",
            "继续一个活动（Handoff、通用链接、Spotlight）；restorationHandler({ obj, ... }) 让 UIKit 对每个 obj 调用 obj:restoreUserActivityState(activity)"
        ),
        ("delegate.shouldSaveApplicationState", "是否保存界面状态（状态恢复；只有 true 才算同意）"),
        ("delegate.shouldRestoreApplicationState", "是否恢复保存的界面状态（只有 true 才算同意）"),
        ("delegate.configurationForConnecting", "一个新的场景会话需要配置；返回配置的名字（只对新会话调用）"),
        ("delegate.didDiscardSceneSessions", "用户关掉的会话：立即告诉你，或者应用当时没在运行时，在下次启动后马上告诉你"),
        ("delegate.applicationDidFinishLaunching", "启动已经完成（旧接口，没有启动选项；只在没有 didFinishLaunching 时调用）；URL 随后通过 URL 方法送来"),
        ("delegate.didReceiveRemoteNotificationLegacy", "给正在运行的应用的一条推送（旧接口，在 fetchCompletionHandler 形式之前；启动之后不会调用）"),
        ("delegate.didReceiveLocalNotification", "给正在运行的应用的一条本地通知，或者在应用运行时被点开的本地通知（iOS 4 到 9；启动之后不会调用）"),
        ("delegate.willContinueUserActivityWithType", "一个活动即将被继续（它的数据可能还在路上）；如果应用自己告诉用户就返回 true，否则由 iOS 告诉用户"),
        (
            "delegate.didFailToContinueUserActivity",
            "一个 Handoff 活动的数据始终没有到达：error 说明原因（代替 continueUserActivity）；没有实现它时 UIKit 显示一个错误"
        ),
        ("delegate.userDidAcceptCloudKitShare", "用户接受了一个 CloudKit 共享（如果是它启动了应用，就在启动之后）"),
        ("delegate.significantTimeChange", "午夜、时区或运营商时间的变化（挂起期间会排队）"),
        ("delegate.protectedDataWillBecomeUnavailable", "设了密码的设备锁屏了：受保护的文件变得不可读"),
        ("delegate.protectedDataDidBecomeAvailable", "设备解锁了：受保护的文件又可以读了"),
        ("scene_delegate.willConnect", "一个场景连接上了；URL、活动、快捷操作或通知都在 options 里送来"),
        ("scene_delegate.didDisconnect", "场景对象消失了（它的会话可能还在）；这不是终止"),
        ("scene_delegate.willEnterForeground", "场景正在回到前台"),
        ("scene_delegate.didBecomeActive", "场景变为活跃"),
        ("scene_delegate.willResignActive", "场景即将变为非活跃"),
        ("scene_delegate.didEnterBackground", "场景进入了后台"),
        ("scene_delegate.openURLContexts", "给已经连接的场景的 URL（冷启动时不调用）"),
        ("scene_delegate.continueUserActivity", "给已经连接的场景的一个活动（通用链接、Handoff）"),
        ("scene_delegate.performActionForShortcutItem", "给已经连接的场景的一个快捷操作；调用 completion"),
        ("scene_delegate.stateRestorationActivity", "返回一个表，场景下次连接时用它来恢复"),
        ("scene_delegate.didUpdateUserActivity", "紧跟在 stateRestorationActivity 之后：把最后的数据加到它的表里（那时表里的内容会被保存）"),
        ("scene_delegate.willContinueUserActivityWithType", "一个活动即将在这个场景里被继续"),
        (
            "scene_delegate.didFailToContinueUserActivity",
            "给这个场景的一个 Handoff 活动的数据始终没有到达（代替 continueUserActivity）；没有实现它时 UIKit 显示一个错误"
        ),
        ("scene_delegate.userDidAcceptCloudKitShare", "用户为一个已连接的场景接受了 CloudKit 共享"),
        ("notification_delegate.willPresent", "应用在前台时来了一条通知；completion({ \"banner\", \"sound\", ... }) 决定它怎样显示"),
        ("notification_delegate.didReceive", "用户点了一条通知（或者选了一个操作）；调用 completion"),
        (
            "notification_delegate.openSettingsFor",
            "用户点了去应用自己的通知设置的链接（iOS 12，providesAppNotificationSettings）；notification 是用户从哪条通知过来的，从“设置”应用过来时为 nil：显示你的设置界面"
        ),
        ("swiftui.scene_phase", "一个 View 的 scenePhase 变了（每个场景各自变化）"),
        ("swiftui.app_phase", "App 的 scenePhase 变了（所有场景一起）"),
        ("swiftui.open_url", "onOpenURL：给这个场景的一个 URL 或通用链接"),
        ("class UIApplication", "每个代理回调的第一个参数：应用自己的代码眼中的应用"),
        ("UIApplication.state", "applicationState：active、inactive 或 background（从来不会是 suspended）"),
        ("UIApplication.badge", "图标上的角标（0 隐藏它）；从 iOS 8 起需要角标授权，否则被忽略并给出警告"),
        ("UIApplication.backgroundTimeRemaining", "剩下的后台时间（秒）；在前台时是一个巨大的数（DBL_MAX），不在运行时是 0"),
        ("UIApplication.name", "app{} 里写的应用名字"),
        ("UIApplication.memoryFootprint", "进程的内存占用，单位 MB（memory_mb，之后随 allocate/free 变化）"),
        ("UIApplication.isProtectedDataAvailable", "设了密码的设备锁着时为 false（受保护的文件不可读）"),
        (
            "UIApplication.shortcutItems",
            "动态的主屏幕快捷操作（{ type, title, subtitle, icon, userInfo }），在静态的 shortcut_items 之后显示，直到位置用完（homeScreenQuickActions）；系统跨进程保留它们"
        ),
        ("UIApplication.connectedScenes", "现在连接着的场景（没有场景的应用：它唯一的隐式场景）"),
        ("UIApplication.openSessions", "系统为应用保留的每一个场景会话，不论是否连接"),
        ("UIApplication.backgroundRefreshStatus", "系统是否可以在后台刷新应用（system.settings{ background_app_refresh = ... }）"),
        (
            "UIApplication.isRegisteredForRemoteNotifications",
            "已经在 APNs 注册（registerForRemoteNotifications 成功，之后没有注销）；跨启动保留"
        ),
        ("application:beginBackgroundTask", "申请后台时间；时间快用完前不久运行 handler；返回任务 id（0 表示无效）"),
        ("application:endBackgroundTask", "结束一个后台任务；未知的或已经结束的 id 会留下一条警告记录"),
        (
            "application:requestAuthorization",
            "为所有选项一起弹出一次权限请求（只在第一次）；回答由用例里的 system.grant 决定（默认不允许）；completion（iOS 10）在主队列上收到回答；带 \"provisional\"（iOS 12）且还没弹过请求时：不弹请求，悄悄地获得授权（只在通知中心显示）"
        ),
        ("application:openURL", "用能处理这个 URL 的应用打开它；iOS 10 之前（openURL:）返回是否会打开，那时带 completion 是 unrecognized selector"),
        (
            "application:open",
            "用能处理这个 URL 的应用打开它，就像 Swift 的 UIApplication.shared.open(url)；completion 收到是否打开了；iOS 10 之前是 unrecognized selector（那时用 openURL）"
        ),
        ("application:setBadgeCount", "设置角标（需要角标授权）；completion 收到 nil 或 \"notAuthorized\""),
        ("application:allocate", "内存占用增加 mb；超过单进程上限时 jetsam 立刻杀掉应用"),
        ("application:free", "内存占用减少 mb（不会低于 0）"),
        ("application:setMinimumBackgroundFetchInterval", "不调用它（默认 never）系统就不给应用后台获取；跨启动保留"),
        ("application:registerTask", "注册一个 BGTask 启动处理程序；只能用于 bg_task_identifiers 里的标识符，只能在启动结束前注册"),
        (
            "application:submitTask",
            "提交一个 BGAppRefreshTaskRequest 或 BGProcessingTaskRequest（只在设备空闲时运行，要求充电和网络时还要有它们）；被拒绝时返回 false 和错误"
        ),
        (
            "application:writeFile",
            "写容器里的一个文件（file URL 或 Documents/... 路径），带一个数据保护等级（默认 completeUntilFirstUserAuthentication）；在 Documents/Inbox 里（只读）或这个等级的密钥不可用时（设了密码的设备锁着）返回 false"
        ),
        (
            "application:readFile",
            "读容器里的一个文件：返回 true，或者 false 和错误（设了密码的设备锁着时读 complete 或 completeUnlessOpen 的文件；第一次解锁之前读 none 以外的任何文件）"
        ),
        ("application:moveItem", "在容器里移动一个文件（修改 Documents/Inbox 里的文件之前先把它移出来）"),
        ("application:removeItem", "删除容器里的一个文件（Inbox 里的文件也可以）"),
        ("application:fileExists", "容器里是否有这个文件"),
        ("application:canOpenURL", "是否有已安装的应用能处理这个 URL"),
        (
            "application:requestSceneSessionActivation",
            "在调用它的代码返回后马上请求一个新窗口（iPad、multiple_windows、应用在前台）；新窗口的 willConnect options 在 userActivities 里带着这个活动；否则 errorHandler 收到 UISceneErrorDomain 0（multipleScenesNotSupported）或 1（requestDenied）"
        ),
        (
            "application:requestSceneSessionDestruction",
            "在调用它的代码返回后马上关闭这个会话，和关闭它的窗口一样（断开连接、didDiscardSceneSessions；最后一个窗口关闭时进程结束）；没有窗口的会话直接被丢弃"
        ),
        ("application:play_audio", "播放这么长时间的音频；background_modes 里有 audio 时，应用在这期间会在后台继续运行"),
        (
            "application:registerForRemoteNotifications",
            "向 APNs 申请设备令牌：在主队列上调用 delegate.didRegisterForRemoteNotifications(application, token)，没有 app{ push = true } 时调用 didFailToRegisterForRemoteNotifications(application, error)"
        ),
        ("application:unregisterForRemoteNotifications", "不再接收远程通知（isRegisteredForRemoteNotifications 读到 false）"),
        ("class App", "app{} 返回的东西：从外面看到的应用（只读）"),
        ("App.name", "应用的名字"),
        ("App.bundle_id", "bundle identifier（包标识符）"),
        ("App.state", "外部状态，包括 suspended 和 notRunning"),
        ("App.badge", "主屏幕上显示的角标；看不到角标时为 nil"),
        ("App.terminated", "上一个进程结束的原因；从来没有进程结束过时为 nil"),
        ("App.scenes", "场景应用已连接的场景，最早的在前"),
        ("App.process", "正在运行的进程（安装以来的第几个进程、什么时候启动的），没有时为 nil"),
        ("App.defaults", "应用的 UserDefaults 里内容的一份副本（被杀掉和重启后都还在）"),
        ("App.files", "应用容器里的文件，写成容器下的路径"),
        ("App.pending_notifications", "系统为应用保存的通知请求，最快到期的在前（它们比应用的进程活得久）"),
        ("App.delivered_notifications", "通知中心里这个应用的通知，最早的在前"),
        ("App.records", "到目前为止应用的时间线记录，最早的在前（包括它的场景的）：t、kind，以及记录带有的内容（callback：期望里写的短名字；name：选择器、通知或任务事件）"),
        ("App.background_tasks", "应用开始过的后台任务（所有进程的），按顺序：每个任务何时开始、何时结束（endBackgroundTask）、何时过期（它的处理程序被调用）或随进程一起被杀掉"),
        ("class LaunchOptions", "willFinishLaunching/didFinishLaunching 的启动选项表；从图标启动时为 nil"),
        ("LaunchOptions.url", "要打开的 URL"),
        ("LaunchOptions.sourceApplication", "打开这个 URL 的应用的 bundle id"),
        ("LaunchOptions.annotation", "URL 的附注（annotation）"),
        ("LaunchOptions.remoteNotification", "推送的内容（payload）"),
        ("LaunchOptions.localNotification", "那条本地通知"),
        ("LaunchOptions.location", "因为一个位置事件而启动"),
        ("LaunchOptions.bluetoothCentrals", "要恢复的中心设备管理器（central manager）标识符"),
        ("LaunchOptions.bluetoothPeripherals", "要恢复的外围设备管理器（peripheral manager）标识符"),
        ("LaunchOptions.shortcutItem", "用户选的快捷操作，带着它的 userInfo"),
        ("LaunchOptions.userActivityDictionary", "要继续的活动"),
        ("LaunchOptions.cloudKitShareMetadata", "被接受的 CloudKit 共享"),
        ("class Scene", "一个窗口的场景：场景代理回调的第一个参数、app.scenes[i]、user.open_window 的返回值"),
        ("Scene.app", "场景所属的应用"),
        ("Scene.id", "场景在它的应用里的编号（时间线里叫 Notes#1）"),
        ("Scene.state", "activationState（断开连接后是 unattached）"),
        ("Scene.session", "它显示的会话"),
        ("Scene.title", "窗口的标题（由应用代码设置）"),
        ("Scene.delegate", "正在运行的代码的场景代理：按键列出它的方法（没有 scene_delegate 方法时为 nil）"),
        ("class SceneSession", "系统跨启动为一个窗口保留的东西"),
        ("SceneSession.persistentIdentifier", "跨启动不变"),
        ("SceneSession.configuration", "configurationForConnecting 给出的配置名字"),
        ("SceneSession.stateRestorationActivity", "场景上一次进入后台时 stateRestorationActivity 返回的东西"),
        (
            "class ConnectionOptions",
            "场景为什么连接（scene_delegate.willConnect、delegate.configurationForConnecting）；从图标启动时是空的"
        ),
        ("ConnectionOptions.urlContexts", "启动这个场景的 URL"),
        ("ConnectionOptions.userActivities", "通用链接、Handoff"),
        ("ConnectionOptions.shortcutItem", "用户选的快捷操作，带着它的 userInfo"),
        ("ConnectionOptions.notificationResponse", "被点开的通知"),
        ("ConnectionOptions.cloudKitShareMetadata", "被接受的 CloudKit 共享"),
        ("ConnectionOptions.handoffUserActivityType", "正在路上的 Handoff 活动的类型：活动本身随后送到 continueUserActivity"),
        ("ConnectionOptions.sourceApplication", "打开这个 URL 的应用的 bundle id"),
        (
            "class UNNotification",
            "一条已送达的通知：willPresent 的参数、response.notification、getDeliveredNotifications、app.delivered_notifications（只读；未知的字段是错误）"
        ),
        ("UNNotification.date", "送达的时间，以 os.time() 的时钟计的秒数"),
        ("UNNotification.request", "它的请求：identifier、content、trigger"),
        ("class BGTask", "registerTask 的启动处理程序收到的任务：设置 expirationHandler，调用一次 setTaskCompleted"),
        ("BGTask.identifier", "任务的标识符"),
        ("BGTask.kind", "refresh（BGAppRefreshTask）或 processing（BGProcessingTask）"),
        ("BGTask.expirationHandler", "任务时间快用完前不久运行；没有它时任务在那时以不成功结束"),
        ("task:setTaskCompleted", "结束任务（要在时间用完之前，否则应用被杀掉）；第二次调用会给出警告"),
        ("class UserDefaults", "UserDefaults.standard：字符串、数字、布尔值以及由它们组成的表，保存在应用的容器里"),
        ("defaults:set", "存一个值（nil 删除这个键）；存字符串、数字、布尔值和由它们组成的表以外的东西会让应用崩溃，和 iOS 一样"),
        ("defaults:get", "存储的值的一份副本，没有时为 nil"),
        ("defaults:remove", "删除这个键"),
        ("class BGTaskScheduler", "BGTaskScheduler.shared：它保存的请求比进程活得久；删除应用时一起丢掉"),
        ("scheduler:register", "同 application:registerTask"),
        ("scheduler:submit", "同 application:submitTask"),
        ("scheduler:cancel", "丢掉带这个标识符的待处理请求"),
        ("scheduler:cancelAllTaskRequests", "丢掉所有待处理请求"),
        ("scheduler:getPendingTaskRequests", "待处理的请求，在主队列上送达"),
        ("class ProcessInfo", "ProcessInfo.processInfo：设备的电源状态，以及会过期的活动"),
        (
            "ProcessInfo.isLowPowerModeEnabled",
            "低电量模式打开了（system.settings{ low_power = true }）；要知道它的变化，观察 NSProcessInfoPowerStateDidChangeNotification"
        ),
        (
            "info:performExpiringActivity",
            "很快以应用代码的身份运行 block(false)；只要块里的 busy(seconds) 让线程一直阻塞，进程就（在后台）继续运行；进程即将被挂起时调用 block(true)"
        ),
        (
            "class ShortcutItem",
            "一个主屏幕快捷操作，就是 performActionForShortcutItem、options.shortcutItem 和 application.shortcutItems 给出的那样（一个打印和拼接时显示为它的 type 的表；比较 item.type，而不是 item）"
        ),
        ("ShortcutItem.type", "user.shortcut 指定的名字（声明里的 type）"),
        ("ShortcutItem.localizedTitle", "主屏幕上显示的文字（声明时写作 title；item.title 也能读到）"),
        ("ShortcutItem.localizedSubtitle", "第二行文字（声明时写作 subtitle；item.subtitle 也能读到）"),
        ("ShortcutItem.icon", "图标类型（UIApplicationShortcutIcon(type:)）；Swift 读不回来，用例可以"),
        ("ShortcutItem.userInfo", "应用声明或设置时带上的内容：属性列表（property list）值，最多 4 KB（applife 的上限），原样整个交回"),
        ("class DispatchTimer", "一个在主队列上重复触发的定时器（dispatch.timer）"),
        ("timer:cancel", "停止定时器；之后不再触发"),
        ("class DispatchGroup", "一个调度组（dispatch.group）"),
        ("group:enter", "又多了一项进行中的工作"),
        ("group:leave", "完成了一项工作；leave 比 enter 多是错误"),
        ("group:notify", "等没有进行中的工作时，在主队列上运行 fn"),
        ("class NotificationToken", "一次观察者注册；把它传给 notifications.remove"),
        ("class UNUserNotificationCenter", "应用代码里的 UNUserNotificationCenter.current()：本地通知、类别、设置（处理函数在主队列上运行）"),
        (
            "UNUserNotificationCenter.delegate",
            "这个进程里通知中心的代理：一个由 notification_delegate 的函数组成的表，或 nil；它随进程一起消失，而且在通知响应到达之后才设置就会错过那个响应（要在启动结束前设置）"
        ),
        (
            "center:add",
            "安排一条本地通知（没有 trigger：立刻）；标识符相同的请求会被替换；没有授权时 completion 收到 \"notificationsNotAllowed\"；重复触发且间隔小于 60 秒的 trigger 会崩溃（NSInternalInconsistencyException）；系统只保留最快触发的 64 条"
        ),
        ("center:getPendingNotificationRequests", "待处理的请求，最快触发的在前"),
        ("center:removePendingNotificationRequests", "取消待处理的请求（未知的标识符被忽略）"),
        ("center:removeAllPendingNotificationRequests", "取消所有待处理的请求"),
        ("center:getDeliveredNotifications", "通知中心里这个应用的通知，最早的在前"),
        ("center:removeDeliveredNotifications", "从通知中心移除通知"),
        ("center:removeAllDeliveredNotifications", "清空通知中心里这个应用的部分"),
        ("center:getNotificationSettings", "authorizationStatus 和每一项设置，取决于权限请求的回答和 system.settings"),
        ("center:setNotificationCategories", "替换通知可以带的操作类别（content.category 指定其中一个）"),
        ("center:getNotificationCategories", "已注册的类别，和 setNotificationCategories 收到时一样（同样的顺序；Swift 里是一个集合）"),
        ("center:requestAuthorization", "即 application:requestAuthorization 的那一次权限请求"),
        ("center:setBadgeCount", "设置角标（需要角标授权），同 application:setBadgeCount"),
        (
            "class UNNotificationResponse",
            "notification_delegate.didReceive 收到的东西，也是场景的 options.notificationResponse：那条通知和用户对它做了什么（只读；未知的字段是错误）"
        ),
        (
            "UNNotificationResponse.actionIdentifier",
            "普通点按时是 com.apple.UNNotificationDefaultActionIdentifier，否则是那个操作的标识符"
        ),
        ("UNNotificationResponse.notification", "那条通知"),
        ("UNNotificationResponse.targetScene", "场景应用里系统为它显示的场景（没有场景的应用里、以及在后台时为 nil）"),
        ("UNNotificationResponse.userText", "用户在 text_input 操作里输入的文字"),
        (
            "class UNNotificationRequest",
            "一条通知的请求：待处理的（getPendingNotificationRequests、app.pending_notifications），或已送达通知的请求（只读）"
        ),
        ("UNNotificationRequest.identifier", "center:add 给的标识符；推送则是它的 apns-collapse-id 或 apns-id，否则是 push-1、push-2……"),
        ("UNNotificationRequest.content", "它显示的内容"),
        (
            "UNNotificationRequest.trigger",
            "center:add 给的 trigger（{ seconds, repeats } 或 { dateComponents, repeats }）；推送是 { push = true, repeats = false }；nil：立刻"
        ),
        ("class UNNotificationContent", "一条通知显示和携带的内容；推送的内容来自它的 payload 里的 aps（只读）"),
        ("UNNotificationContent.title", "标题（推送：aps.alert.title）"),
        ("UNNotificationContent.subtitle", "副标题（推送：aps.alert.subtitle）"),
        ("UNNotificationContent.body", "正文（推送：aps.alert 或 aps.alert.body）"),
        ("UNNotificationContent.badge", "它设置的角标（推送：aps.badge）；nil 表示不动角标"),
        ("UNNotificationContent.userInfo", "它的字典的一份新副本，按发送时的样子嵌套（推送：整个 payload，包括 aps）"),
        ("UNNotificationContent.categoryIdentifier", "它的操作类别（推送：aps.category）；没有时为 \"\""),
        ("UNNotificationContent.threadIdentifier", "通知中心怎样给它分组（推送：aps[\"thread-id\"]）"),
        ("class UILocalNotification", "iOS 4 到 9 交给应用的本地通知：didReceiveLocalNotification、options.localNotification（只读）"),
        ("UILocalNotification.alertTitle", "它的标题"),
        ("UILocalNotification.alertBody", "它的正文"),
        ("UILocalNotification.applicationIconBadgeNumber", "它设置的角标（0：没有）"),
        ("UILocalNotification.userInfo", "它的字典的一份新副本"),
        ("UILocalNotification.category", "它的操作类别"),
        ("UILocalNotification.fireDate", "它触发的时间，以 os.time() 的时钟计的秒数（nil：立刻显示）"),
        ("class NSError", "系统报告的一个错误（didFailToRegisterForRemoteNotifications）"),
        ("NSError.domain", "NSCocoaErrorDomain 等"),
        ("NSError.code", "错误码（3000：没有 aps-environment 权限）"),
        ("NSError.localizedDescription", "设备日志里记下的消息"),
        ("user.*", "拿着手机的人做的事（在用例里调用）"),
        ("user.tap", "点按应用的图标：启动它，或把它带到前台"),
        ("user.home", "回到主屏幕（按 Home 键或上滑）"),
        ("user.lock", "锁屏"),
        ("user.unlock", "解锁"),
        ("user.switcher", "打开应用切换器"),
        ("user.switch_to", "在应用切换器里选中这个应用的卡片"),
        ("user.kill", "在应用切换器里把这个应用的卡片划掉"),
        ("user.notification_center", "在应用上方下拉通知中心"),
        ("user.control_center", "在应用上方拉出控制中心"),
        ("user.dismiss", "收起应用切换器、通知中心或控制中心"),
        (
            "user.tap_notification",
            "点按这个应用的一条通知：一条横幅（推送的 payload，或者 kind 为 \"local\" 时的内容表，和 system.notification 收的一样），或者按标识符点按通知中心里的一条；{ action, text } 表示改为选择它的类别里的一个操作"
        ),
        (
            "user.clear_notification",
            "在通知中心里清除这个应用的一条通知（划掉）：它离开已送达列表；类别带 customDismissAction 时会给 didReceive 发 UNNotificationDismissActionIdentifier"
        ),
        (
            "user.open_notification_settings",
            "点进应用自己的通知设置的链接（iOS 12；应用请求了 providesAppNotificationSettings）：从“设置”里点，或者从仍在通知中心里的一条通知点；应用打开，它的通知代理的 openSettingsFor 收到那条通知或 nil"
        ),
        ("user.shortcut", "选择主屏幕显示的一个快捷操作（静态的在前，最多四个）；应用收到这一项和它的 userInfo"),
        ("user.airdrop", "通过 AirDrop 收到一个文件，并在应用里打开它"),
        ("user.open_url", "在能处理这个 URL 的应用里打开它（从 Safari、信息等）"),
        ("user.continue_activity", "在应用里继续一个活动：通用链接（webpageURL）、Handoff、Spotlight；fails = true：Handoff 的数据始终没有到达"),
        ("user.accept_share", "在应用里接受一个 CloudKit 共享邀请"),
        ("user.open_document", "从前台的应用里用这个应用打开一个文档（“用其他应用打开”）：一份 Inbox 里的副本，或者在 opens_in_place 时原地打开"),
        ("user.open_window", "在 iPad 上为 multiple_windows 应用打开一个新窗口；返回它的场景"),
        ("user.close_window", "关闭一个窗口：断开连接并丢弃；最后一个窗口关闭时进程结束"),
        ("user.focus", "让 iPad 上一个可见的窗口获得焦点"),
        ("user.kill_scene", "在 iPad 的应用切换器里划掉一个窗口"),
        ("user.delete_app", "删除应用：它的进程结束，它的容器（UserDefaults、文件）和系统关于它的记录都没了；下一次点按是第一次启动"),
        ("user.offload_app", "卸载应用但保留数据（设置 > 通用 > iPhone 储存空间）：进程结束、应用移除，但容器（UserDefaults、文件）还在；下一次点按会重新安装并带着数据启动它"),
        ("user.screenshot", "截屏：屏幕上的应用收到 UIApplicationUserDidTakeScreenshotNotification"),
        ("user.ui", "做应用自己界面上提供的事：用这些参数执行它的 ui 里的一项（场景应用的处理函数最后还会收到被点的窗口的场景）；除非那个应用或窗口在前台并且活跃，否则拒绝"),
        ("system.*", "iOS 和外部世界做的事（在用例里调用）"),
        ("system.call", "来电：响铃几秒后被接听或拒接，通话持续 duration"),
        ("system.memory_warning", "给正在运行的应用发内存警告"),
        ("system.reboot", "重启设备：所有进程结束；设了密码时重启后是锁着的，文件在第一次解锁前受保护"),
        ("system.grant", "用户对权限请求的回答：system.grant(app, true) 允许请求的所有选项；带一个权限时只允许那一项（就像在“设置”里）"),
        ("system.memory_pressure", "系统需要 mb MB（默认：能拿多少拿多少）：先清除挂起的应用，大的在前，直到腾出足够的内存；只有还不够时才警告正在运行的应用；critical 再杀掉后台的应用"),
        (
            "system.silent_push",
            "一条 content-available 推送；它的 payload 按 APNs 发送时的样子嵌套（默认 { aps = { [\"content-available\"] = 1 } }），就是启动选项 remoteNotification 和 didReceiveRemoteNotification 的 userInfo"
        ),
        ("system.background_fetch", "一次后台获取"),
        ("system.location", "一个位置事件（显著位置变化、区域）"),
        ("system.bluetooth", "给中心设备或外围设备管理器的一个蓝牙事件"),
        ("system.url_session", "一个后台 URL 会话完成了"),
        ("system.disconnect_scene", "UIKit 回收一个后台场景：sceneDidDisconnect，会话还在"),
        ("system.prewarm", "iOS 在用户之前就创建应用的进程（见 prewarmRunsLaunch 开关）"),
        (
            "system.notification",
            "来了一条通知：推送的 payload 按 APNs 发送时的样子嵌套（{ aps = { alert = ..., badge = ... }, ... }；它的标识符是 [\"apns-collapse-id\"] 或 [\"apns-id\"]，否则是 push-1、push-2……），或者 kind 为 \"local\" 时的内容表（{ title, body, badge, userInfo, categoryIdentifier, ... }）；在前台时由 willPresent（或应用代理）决定；否则系统显示它并应用它的角标"
        ),
        ("system.background_task", "运行一个已提交、最早时间已过的 BGTask：在后台启动或唤醒应用"),
        ("system.end_background_time", "系统提前结束应用的后台时间：立刻调用过期处理程序，或终止应用"),
        ("system.significant_time_change", "午夜或时间变化：给正在运行的应用发 applicationSignificantTimeChange，挂起的应用排队等着"),
        (
            "system.settings",
            "用户在“设置”里：通知（一个应用的“允许通知”，不给 app 时是所有应用的）、后台应用刷新（设备的总开关、被家长控制设为 \"restricted\"，或一个应用的）和低电量模式（iOS 9，设备的：打开时后台应用刷新关闭）"
        ),
        ("system.power", "接上（true）或拔掉充电器：要求外接电源的 BGProcessingTask 会等它"),
        ("system.network", "设备连上（true）或断开网络：要求网络的 BGProcessingTask 会等它"),
        ("dispatch.*", "应用代码用的 GCD：主队列、定时器、调度组、主线程之外的工作（所有配置上都有：iOS 4 之前的应用用 NSTimer 和 performSelector 做同样的事）"),
        ("dispatch.async", "很快在主队列上运行 fn"),
        ("dispatch.after", "过这么多秒后在主队列上运行 fn（只在应用执行期间计时）"),
        ("dispatch.timer", "每隔 interval 重复运行 fn（第一次在 start 之后，默认一个间隔）；错过的触发会合并成一次"),
        ("dispatch.group", "一个新的调度组"),
        ("dispatch.work", "在主线程之外做这么长时间的工作（挂起期间冻结），然后在主队列上运行 done"),
        ("notifications.*", "NotificationCenter：UIApplication 和 UIScene 的通知，以及电源状态（低电量模式）"),
        ("notifications.observe", "每次这条通知发给这个应用时调用 fn(notification)（userInfo：DidFinishLaunching 的启动选项）"),
        ("notifications.remove", "停止观察"),
        (
            "keychain.*",
            "应用代码用的钥匙串（通用密码）：由设备保存在应用容器之外，所以其中的项比每个进程都活得久，重启、卸载（保留数据）以及（keychainSurvivesDeletion 时）删除应用后都还在；访问等级的密钥不可用时（设了密码的设备锁着，或者重启后还没解锁过），这一项回答 errSecInteractionNotAllowed"
        ),
        ("keychain.add", "存一个新项（accessible：默认 whenUnlocked）；已经存在时返回 errSecDuplicateItem"),
        ("keychain.copy", "这一项的数据（kSecReturnData），或者 errSecItemNotFound / errSecInteractionNotAllowed 和 nil"),
        ("keychain.update", "替换这一项的数据"),
        ("keychain.delete", "删除这一项"),
        ("expect.*", "期望：通过会被记录，失败会用一份对齐的报告停止用例（pcall 捕获不了）"),
        ("expect.mark", "expect.callbacks/sequence 从这里开始计数"),
        (
            "expect.callbacks",
            "自用例开始或 expect.mark() 以来正好是这些回调，顺序也一样（短名字、scene.name、notification.name、phase:a->b、app_phase:a->b，或选择器）；可以是所有应用的、一个应用及其场景的，或一个场景（\"Notes#2\"）的"
        ),
        ("expect.sequence", "这些回调或通知按这个顺序出现，中间可以有别的"),
        ("expect.prediction", "学习者预测的回调，像 expect.callbacks 一样检查；报告里“期望”一栏是 UIKit 实际做的"),
        ("expect.state", "应用现在的外部状态（给的是场景时，是场景的状态，同 expect.scene_state）"),
        ("expect.scene_state", "场景现在的激活状态；只有一个已连接场景的应用可以代表它"),
        ("expect.badge", "主屏幕上显示的角标（0：没有角标）；场景代表它的应用"),
        ("expect.terminated", "应用的上一个进程结束了（因为这个原因、带这个代码）；\"crash\" 同时也期望了它的崩溃；场景代表它的应用"),
        ("expect.crash", "自用例开始或上一次被期望的崩溃以来，应用崩溃了（它的代码里有 Lua 错误）；没人期望的崩溃会让用例失败；场景代表它的应用"),
        ("expect.equal", "两个值相等（表会逐层比较）"),
        ("invariants.*", "applife explore 总会做的检查，写成可以传给 invariant(name, fn) 的函数"),
        ("invariants.no_crash", "\"no crash\"：返回 true，或者 false 和破坏它的原因：没有应用代码抛出错误（未捕获的异常会让应用崩溃）"),
        ("invariants.no_watchdog_kill", "\"no watchdog kill\"：返回 true，或者 false 和破坏它的原因：没有应用因为阻塞主线程或没有调用完成处理程序而被杀掉"),
        (
            "invariants.no_task_killed_at_expiry",
            "\"no background task killed at expiry\"：返回 true，或者 false 和破坏它的原因：没有应用在后台时间用完时还开着后台任务而被杀掉"
        ),
        (
            "invariants.no_misuse_warning",
            "\"no misuse warning\"：返回 true，或者 false 和破坏它的原因：没有记录到 UIKit 误用（结束未知的任务、调用处理程序两次……）；弃用和版本建议不算"
        ),
        (
            "invariants.engine",
            "\"engine invariants\"：返回 true，或者 false 和破坏它的原因：设备自己的模型保持一致（Device.invariantViolations()）"
        ),
        ("UNUserNotificationCenter.*", "正在运行其代码的那个应用的通知中心（iOS 10+）"),
        ("UNUserNotificationCenter.current", "应用的通知中心（每次都是同一个对象）；只能在应用代码里用"),
        ("UIApplication.*", "正在运行的应用的 application 对象，以及 UIApplication 的常量（任何地方都能读）"),
        ("UIApplication.shared", "正在运行的应用的 application 对象，就是它的回调收到的那个（在应用代码里：场景代理、SwiftUI、main）"),
        ("UIApplication.openSettingsURLString", "\"app-settings:\"：application:openURL 打开“设置”里这个应用的页面（应用进入后台）"),
        ("UIApplication.openNotificationSettingsURLString", "\"app-settings:notifications\"：“设置”里这个应用的通知设置"),
        ("UserDefaults.*", "应用的键值存储：每次终止和重启后都还在"),
        ("UserDefaults.standard", "正在运行的应用的 defaults（在应用代码里）"),
        ("BGTaskScheduler.*", "系统稍后运行的后台任务（iOS 13）"),
        ("BGTaskScheduler.shared", "正在运行的应用的调度器（在应用代码里；iOS 13 之前是 unrecognized selector）"),
        ("ProcessInfo.*", "正在运行的进程和它所在的设备"),
        ("ProcessInfo.processInfo", "正在运行的应用的进程信息（在应用代码里）"),
        ("device{}.ios", "设备遵循哪个 iOS 大版本的规则，2（iPhone OS 2）到 27（--ios 优先于文件里写的）"),
        ("device{}.backgroundBudget", "开着任务时的后台时间：600 / 180 / 30 秒"),
        ("device{}.backgroundLaunchConnectsScene", "会连接场景的后台启动：never、location、always"),
        ("device{}.badgeNeedsAuthorization", "获得角标授权后才显示角标（iOS 8+）"),
        ("device{}.callAccepted", "接听电话让应用进入后台（iOS 4+）或终止它（<= 3）"),
        ("device{}.callEndReturnsToApp", "接听的电话结束后，原来在前台的应用回到前台"),
        ("device{}.callRingResigns", "来电响铃让前台应用变为非活跃"),
        ("device{}.canOpenURLRule", "canOpenURL：any（<9）、legacyFifty、declared（9 到 14）、declaredFifty（15+）"),
        ("device{}.completionTimeout", "后台获取 / 静默推送的完成处理程序的时限"),
        ("device{}.didEnterBackgroundBudget", "didEnterBackground 必须在这段时间内返回"),
        ("device{}.disconnectOnBackground", "场景进入后台后马上断开连接"),
        ("device{}.duplicateSchemes", "几个应用都声明的 scheme：谁也不打开（警告）、firstInstalled、lastInstalled"),
        ("device{}.eventWakeWindow", "一次位置或蓝牙唤醒让应用运行多久"),
        ("device{}.expirationLeadTime", "过期处理程序在时限之前这么久运行"),
        ("device{}.foregroundHangLimit", "前台时主线程最长能阻塞多久"),
        ("device{}.homeScreenQuickActions", "主屏幕显示多少个快捷操作，静态的在前"),
        ("device{}.idiom", "iphone（屏幕上一个应用）或 ipad（multiple_windows 应用的多个窗口）"),
        ("device{}.ipadWindowFocus", "iPad 上可见的窗口：allActive（都活跃），或 focusedOnly（只有有焦点的活跃）"),
        ("device{}.keychainSurvivesDeletion", "删除应用时它的钥匙串项留下来，给它下次安装时用"),
        ("device{}.launchWatchdog", "willFinish + didFinishLaunching 必须在这段时间内返回"),
        ("device{}.localNotificationLaunchOption", "点开的本地通知是一个启动选项（iOS 4 到 9）"),
        ("device{}.lock", "锁屏：resignOnly（iOS 4）或 background（5+）"),
        ("device{}.lockBackgroundState", "锁屏后 didEnterBackground 里的 applicationState"),
        ("device{}.lowPowerRefreshStatus", "低电量模式下的 backgroundRefreshStatus：denied 或 restricted"),
        ("device{}.memoryPressureDisconnectsScenes", "内存压力会断开正在运行的场景应用的后台场景"),
        ("device{}.multitasking", "应用在后台运行（iOS 4+）；没有它时按 Home 会让前台应用退出"),
        ("device{}.notificationWithoutDelegate", "通知中心没有代理时前台来的通知：显示（Apple）或 notShown"),
        ("device{}.openURLMethod", "最新的打开 URL 方法：options（9+）、sourceApplication（4.2 到 8）、handleOpenURL"),
        ("device{}.passcode", "设备设了密码：锁屏让受保护的数据不可用"),
        ("device{}.perProcessLimitMB", "超过这个内存占用，连前台应用也会被杀掉"),
        ("device{}.prewarmRunsLaunch", "预热启动会运行 will/didFinishLaunching（实际报告）或不运行任何应用代码"),
        ("device{}.processingTaskOnUse", "用户开始使用设备时：BGProcessingTask 的过期处理程序（expire）或杀掉（terminate）"),
        ("device{}.processingTaskTime", "BGProcessingTask 最多能运行多久"),
        ("device{}.refreshTaskTime", "BGAppRefreshTask 最多能运行多久"),
        ("device{}.remoteNotificationAppDelegate", "通知代理已经处理了推送时应用代理的推送方法：fallback 或 always"),
        ("device{}.resumeWatchdog", "willEnterForeground + didBecomeActive 加起来必须在这段时间内返回"),
        ("device{}.sceneAppNotifications", "场景应用的 UIApplication 通知：aggregate（汇总的边沿）或 perScene"),
        ("device{}.sceneSwitcherKill", "杀掉正在运行的场景应用：disconnectAndDiscard、backgroundOnly 或 disconnectOnly"),
        ("device{}.sceneURLOrder", "热启动时 URL 到达 openURLContexts 的时机：beforeForeground（实测）或 afterForeground"),
        ("device{}.sourceApplicationSameTeamOnly", "只对同一开发团队的发送者给出 sourceApplication（13+）"),
        ("device{}.swiftUIColdUniversalLink", "启动 SwiftUI 应用的通用链接：丢弃（18+）或送达"),
        ("device{}.swiftUIPhaseOrder", "scenePhase 的变化在 UIKit 的场景回调之后（afterUIKit）或之前（beforeUIKit）"),
        ("device{}.switcherKill", "划掉一个正在运行的应用的卡片：willTerminate 或 silent（不通知）"),
        ("device{}.vetoRule", "任意一个（默认）或两个启动方法都返回 NO 时否决这个 URL"),
        ("device{}.wakeCallsDidEnterBackground", "被事件唤醒的挂起应用会再次收到 didEnterBackground"),
        ("device{}.willEnterForegroundNotification", "通知在代理之后（afterDelegate，头文件）或之前（beforeDelegate，文档）"),
        ("device{}.willTerminateBudget", "willTerminate 必须在这段时间内返回"),
    ]
}

extension APIDescription {
    /// Apple counterparts written as a description of the system's behaviour, in Chinese
    /// (Apple's names inside them stay); a test fails on one that the description no longer has.
    static let chineseAppleDescriptions: [(String, String)] = [
        ("Thread.sleep(forTimeInterval:) on the main thread", "在主线程上调用 Thread.sleep(forTimeInterval:)"),
        ("tapping a Home-screen icon", "点按主屏幕上的图标"),
        ("tapping a window", "点按一个窗口"),
        ("incoming phone call", "来电"),
        ("permission alert", "权限提示框"),
        ("swipe away the overlay", "把覆盖在上面的界面划走"),
        ("prewarming (ActivePrewarm)", "预热（ActivePrewarm）"),
        ("backgroundTimeRemaining ends early", "backgroundTimeRemaining 提前结束"),
        ("closing a window, requestSceneSessionDestruction", "关闭窗口、requestSceneSessionDestruction"),
        ("Core Bluetooth state restoration", "Core Bluetooth 状态恢复"),
        ("NSUserActivity: Handoff iOS 8, universal links iOS 9", "NSUserActivity：Handoff 自 iOS 8，通用链接自 iOS 9"),
        (
            "UNNotificationDismissActionIdentifier; clearing from Notification Center",
            "UNNotificationDismissActionIdentifier；从通知中心清除"
        ),
        ("a charger: external power (requiresExternalPower)", "充电器：外接电源（requiresExternalPower）"),
        ("a network connection (requiresNetworkConnectivity)", "网络连接（requiresNetworkConnectivity）"),
        (
            "remote notifications; UNUserNotificationCenterDelegate didReceive from iOS 10",
            "远程通知；iOS 10 起是 UNUserNotificationCenterDelegate 的 didReceive"
        ),
        (
            "the app's own controls (UIControl actions, SwiftUI Button)",
            "应用自己的控件（UIControl 的 action、SwiftUI 的 Button）"
        ),
        (
            "userNotificationCenter(_:willPresent:withCompletionHandler:) from iOS 10",
            "userNotificationCenter(_:willPresent:withCompletionHandler:)，iOS 10 起"
        ),
        (
            "open(_:options:completionHandler:) (iOS 10; openURL: before)",
            "open(_:options:completionHandler:)（iOS 10；之前是 openURL:）"
        ),
        (
            "beginBackgroundTask(withName:expirationHandler:) (name form iOS 7; handler only iOS 4)",
            "beginBackgroundTask(withName:expirationHandler:)（带 name 的形式 iOS 7；只带 handler 的 iOS 4）"
        ),
        ("NSObjectProtocol (addObserver's result)", "NSObjectProtocol（addObserver 的返回值）"),
    ]
}
