import MessageCatalog
import ScriptBindings

/// Every word the studio page writes for a person, in English and Simplified Chinese, in one
/// table (so it can join a message catalog later). The page gets both languages and writes
/// through `studio.t(key, ...)`; `{0}`, `{1}` are its arguments. Apple's names (states,
/// selectors) stay as they are in both, as docs/zh/glossary.md says; 场景 is a scene only, a
/// scenario is 用例.
///
/// The controls panel's labels come from the action table (``StudioOffer``): their English is
/// the offer's label, their Chinese is ``controlsZh`` (a test fails on an offer without one).
enum StudioText {
    struct Entry {
        let key: String
        let en: String
        let zh: String
    }

    /// The page's own texts.
    static let entries: [Entry] = bar + ended + panels + device + lab

    private static let bar: [Entry] = [
        .init(key: "title", en: "applife studio", zh: "applife 工作室"),
        .init(key: "mode.device", en: "Device", zh: "设备"),
        .init(key: "mode.lab", en: "Lab", zh: "练习"),
        .init(key: "modes.label", en: "Mode", zh: "模式"),
        .init(key: "language.title", en: "Show the page in Chinese", zh: "用英文显示页面"),
        .init(key: "clock.label", en: "virtual time", zh: "虚拟时间"),
        .init(
            key: "clock.title", en: "Virtual time: only waits and the time controls move it",
            zh: "虚拟时间：只有等待和时间按钮会让它前进"),
        .init(key: "wait.title", en: "Let virtual time pass (wait)", zh: "让虚拟时间流逝（wait）"),
        .init(key: "idle", en: "Until idle", zh: "直到空闲"),
        .init(
            key: "idle.title", en: "run_until_idle(): every pending timer, task and deadline",
            zh: "run_until_idle()：运行完所有待处理的定时器、任务和截止时间"),
        .init(key: "reset", en: "Reset", zh: "重置"),
        .init(
            key: "reset.title", en: "A fresh device at t = 0 running the source",
            zh: "一台从 t = 0 开始运行源代码的新设备"),
        .init(key: "save", en: "Save as scenario", zh: "存为用例"),
        .init(
            key: "save.title", en: "Write what you did as a scenario file applife run passes",
            zh: "把你做过的操作写成一个 applife run 能通过的用例文件"),
        .init(key: "step.back", en: "Step back", zh: "后退一步"),
        .init(
            key: "step.back.title", en: "Replay the session without its last action",
            zh: "去掉最后一个动作，把会话重放一遍"),
        .init(key: "step.forward", en: "Step forward", zh: "前进一步"),
        .init(key: "step.forward.title", en: "Do the action stepped back over again", zh: "把刚才退掉的动作再做一次"),
        .init(
            key: "restored", en: "Restored from before the reload: the source and {0} action(s), replayed.",
            zh: "已恢复重新加载之前的源代码和 {0} 个动作，并重放了一遍。"),
        .init(
            key: "restarted", en: "A new session: the {0} kept action(s) replayed on a fresh device.",
            zh: "新会话：在一台新设备上重放了保留的 {0} 个动作。"),
        .init(
            key: "reset.ask", en: "Reset starts a fresh device and drops the {0} action(s) of this session. Reset?",
            zh: "重置会换一台新设备，丢掉本次会话的 {0} 个动作。确定重置吗？"),
        .init(
            key: "save.less",
            en: "The scenario saved earlier has {0} action(s); this session has only {1}. Replace it with less?",
            zh: "之前存下的用例有 {0} 个动作，本次会话只有 {1} 个。确定用更少的内容替换它吗？"),
        .init(key: "keys.button", en: "Keys", zh: "快捷键"),
        .init(key: "keys.title", en: "Keyboard shortcuts (?)", zh: "键盘快捷键（?）"),
        .init(key: "keys.home", en: "Home (user.home)", zh: "Home 键（user.home）"),
        .init(key: "keys.lock", en: "Lock, or unlock when locked (the side button)", zh: "锁定；已锁定时解锁（侧边按钮）"),
        .init(key: "keys.wait", en: "Wait 10 s of virtual time (+10 s)", zh: "等待 10 秒虚拟时间（+10 s）"),
        .init(key: "keys.back", en: "Step back", zh: "后退一步"),
        .init(key: "keys.forward", en: "Step forward", zh: "前进一步"),
        .init(key: "keys.help", en: "Show these shortcuts", zh: "显示这些快捷键"),
        .init(
            key: "keys.tab", en: "Moves to the next control, from the editors too (the keys above work outside them)",
            zh: "移到下一个控件，在编辑器里也一样（上面的按键在编辑器之外才起作用）"),
        .init(key: "keys.run", en: "In the source: Reload; in the answer: Run checks", zh: "在源代码里：重新运行；在答案里：运行检查"),
        .init(key: "keys.close", en: "Close", zh: "关闭"),
        .init(key: "status.connecting", en: "connecting", zh: "正在连接"),
        .init(key: "status.ready", en: "ready", zh: "就绪"),
        .init(key: "status.busy", en: "busy", zh: "运行中"),
        .init(key: "status.ended", en: "ended", zh: "已结束"),
        .init(key: "toast.noSession", en: "There is no session: start a new one.", zh: "没有会话：请开始一个新会话。"),
        .init(key: "toast.refused", en: "Refused: {0}", zh: "被拒绝：{0}"),
        .init(
            key: "toast.newSession", en: "A new session: a fresh device at t = 0.",
            zh: "新会话：一台从 t = 0 开始的新设备。"),
    ]

    /// The ended banner: what ended the session and how to go on, by the `cause` the session sends.
    private static let ended: [Entry] = [
        .init(key: "ended.title", en: "This session ended.", zh: "本次会话已结束。"),
        .init(key: "ended.restart", en: "Start a new session", zh: "开始新会话"),
        .init(
            key: "ended.limit",
            en: "The {0} limit stopped it: the last action used too much (the error in the trace names the line). "
                + "Fix the source, then start a new session: your source stays in the editor.",
            zh: "{0} 限制让它停了下来：最后一个动作用得太多（文字时间线里的错误指出了是哪一行）。"
                + "改好源代码后开始新会话即可，编辑器里的源代码会保留。"),
        .init(
            key: "ended.timeout",
            en: "The last action ran longer than {0} s of wall-clock time (stuck in a library function such as "
                + "a string pattern?), so the studio stopped it. Fix the source, then start a new session.",
            zh: "最后一个动作运行超过了 {0} 秒墙钟时间（卡在字符串模式这样的库函数里？），工作室把它停了下来。"
                + "改好源代码后开始新会话。"),
        .init(
            key: "ended.exited",
            en: "The session's process ended ({0}). Start a new session: your source stays in the editor.",
            zh: "会话的进程结束了（{0}）。开始新会话即可，编辑器里的源代码会保留。"),
        .init(
            key: "ended.connection",
            en: "The connection to the studio closed: the studio was stopped (Ctrl-C), or too many pages are "
                + "open at once. Start the studio again or close a page, then start a new session.",
            zh: "与工作室的连接断开了：工作室被停止了（Ctrl-C），或者同时打开的页面太多。"
                + "重新启动工作室或关掉一个页面，然后开始新会话。"),
        .init(key: "ended.other", en: "{0} Start a new session.", zh: "{0} 开始新会话即可。"),
    ]

    private static let panels: [Entry] = [
        .init(key: "timeline.title", en: "Timeline", zh: "时间线"),
        .init(
            key: "timeline.sub",
            en: "the lanes of applife run --svg, one per app and per scene, growing with each event",
            zh: "applife run --svg 的泳道：每个应用、每个场景一条，随每个事件增长"),
        .init(
            key: "past.viewing", en: "Viewing t = {0} s: the device as that action left it",
            zh: "正在查看 t = {0} 秒：那个动作结束时的设备"),
        .init(key: "past.back", en: "Back to now", zh: "回到现在"),
        .init(key: "past.busy", en: "You are viewing the past: press Back to now first", zh: "正在查看过去：请先按“回到现在”"),
        .init(key: "timeline.at", en: "Session at t = {0} s", zh: "会话 t = {0} 秒"),
        .init(key: "timeline.label", en: "Timeline of the session", zh: "会话的时间线"),
        .init(key: "mark.group", en: "{0}: zoom in to pick one of them", zh: "{0}：放大后可以点选其中一个"),
        .init(
            key: "mark.gone",
            en: "That record is no longer in the trace (it keeps the newest 4,000 lines; Clear empties it)",
            zh: "文字时间线里已经没有这条记录了（它只保留最新的 4000 行；“清空”会清掉它们）"),
        .init(key: "zoom.in", en: "Zoom in", zh: "放大"),
        .init(key: "zoom.out", en: "Zoom out", zh: "缩小"),
        .init(key: "zoom.fit", en: "Fit all", zh: "全部显示"),
        .init(key: "zoom.follow", en: "Follow the newest", zh: "跟随最新"),
        .init(key: "trace", en: "Trace", zh: "文字时间线"),
        .init(key: "expectations", en: "Expectations", zh: "期望"),
        .init(key: "trace.note", en: "every action as the Lua a scenario writes", zh: "每个动作都写成用例里的那行 Lua"),
        .init(key: "trace.label", en: "Trace of the session", zh: "会话的文字时间线"),
        .init(key: "clear", en: "Clear", zh: "清空"),
        .init(key: "states", en: "States", zh: "状态图"),
        .init(
            key: "expect.none", en: "none yet: type expect.state(app, \"active\") at the prompt",
            zh: "还没有：在提示符里输入 expect.state(app, \"active\")"),
        .init(key: "prompt.label", en: "Lua prompt", zh: "Lua 提示符"),
        .init(
            key: "prompt.placeholder", en: "Lua: expect.state(\"{0}\", \"active\"), user.home(), wait(5) ...",
            zh: "Lua：expect.state(\"{0}\", \"active\")、user.home()、wait(5) ……"),
        .init(
            key: "prompt.placeholderEmpty", en: "Lua: app{ name = \"Todo\" }, wait(5) ...",
            zh: "Lua：app{ name = \"Todo\" }、wait(5) ……"),
        .init(key: "source", en: "Source", zh: "源代码"),
        .init(key: "showLine", en: "Show line {0}", zh: "转到第 {0} 行"),
        .init(key: "reload", en: "Reload", zh: "重新运行"),
        .init(
            key: "reload.title", en: "Run the edited source on a fresh device (Ctrl+Enter)",
            zh: "在一台新设备上运行修改后的源代码（Ctrl+Enter）"),
        .init(
            key: "note.edited",
            en: "a fresh session runs {0} as it is on disk; your edits are kept in the editor: Reload runs them",
            zh: "新会话运行的是磁盘上的 {0}；你的修改还在编辑器里：按“重新运行”来运行它们"),
        .init(key: "saved.trace", en: "saved {0} input(s) to {1}; run it with: {2}", zh: "已把 {0} 个输入存到 {1}；这样运行它：{2}"),
        .init(key: "saved.toast", en: "Saved as {0}\nRun it with: {1}", zh: "已存为 {0}\n这样运行它：{1}"),
        .init(key: "group.user", en: "User", zh: "用户"),
        .init(key: "group.system", en: "System", zh: "系统"),
        .init(key: "group.windows", en: "iPad windows", zh: "iPad 窗口"),
        .init(key: "appPick.title", en: "The app the buttons beside it act on", zh: "旁边的按钮作用于这个应用"),
        .init(key: "presets.title", en: "How the call goes", zh: "来电怎么结束"),
        .init(
            key: "url.empty", en: "Type a URL first, such as todolist://item/1", zh: "先输入一个 URL，例如 todolist://item/1"),
        .init(key: "field.empty", en: "Type the {0} first", zh: "先输入 {0}"),
    ]

    private static let device: [Entry] = [
        .init(key: "phone.label", en: "The device", zh: "设备"),
        .init(key: "side.title", en: "Side button: lock / unlock", zh: "侧边按钮：锁定 / 解锁"),
        .init(key: "pullNC.title", en: "Pull down Notification Center", zh: "下拉通知中心"),
        .init(key: "pullCC.title", en: "Pull down Control Center", zh: "下拉控制中心"),
        .init(key: "homeBar.title", en: "Home (swipe up)", zh: "Home（向上轻扫）"),
        .init(key: "icon.title", en: "Tap {0} (user.tap): it is {1}", zh: "点按 {0}（user.tap）：它现在是 {1}"),
        .init(
            key: "noApps", en: "No apps: declare one with app{ name = \"...\" }",
            zh: "没有应用：用 app{ name = \"...\" } 声明一个"),
        .init(key: "ui.title", en: "user.ui: {0}", zh: "user.ui：{0}"),
        .init(key: "backgroundTask", en: "background task {0}", zh: "后台任务 {0}"),
        .init(key: "close.title", en: "Close this window (user.close_window)", zh: "关闭这个窗口（user.close_window）"),
        .init(key: "focus.title", en: "Focus this window (user.focus)", zh: "聚焦这个窗口（user.focus）"),
        .init(key: "lock.date", en: "virtual time {0} s", zh: "虚拟时间 {0} 秒"),
        .init(key: "lock.locked", en: "locked", zh: "已锁定"),
        .init(key: "lock.unlock", en: "Swipe up to unlock", zh: "向上轻扫解锁"),
        .init(key: "nc.title", en: "Notification Center", zh: "通知中心"),
        .init(key: "nc.none", en: "No notifications.", zh: "没有通知。"),
        .init(
            key: "nc.note", en: "The app in front stays inactive until you dismiss this.",
            zh: "收起之前，前台的应用一直是 inactive。"),
        .init(
            key: "nc.open", en: "Open this notification of {0} (user.tap_notification)",
            zh: "打开 {0} 的这条通知（user.tap_notification）"),
        .init(key: "nc.clear", en: "Clear (user.clear_notification)", zh: "清除（user.clear_notification）"),
        .init(
            key: "tapNote.none", en: "{0} has no notification in Notification Center: send one with Notification first",
            zh: "{0} 在通知中心里没有通知：先用“通知”按钮发一条"),
        .init(key: "cc.title", en: "Control Center", zh: "控制中心"),
        .init(
            key: "cc.note", en: "The app in front resigns active while Control Center is over it.",
            zh: "控制中心盖在上面时，前台的应用不再是 active。"),
        .init(key: "cc.tiles", en: "Wi-Fi|Bluetooth|Focus|Flashlight", zh: "无线局域网|蓝牙|专注模式|手电筒"),
        .init(key: "dismiss", en: "Dismiss", zh: "收起"),
        .init(key: "switcher.none", en: "No cards: launch an app first", zh: "没有卡片：先启动一个应用"),
        .init(key: "card.hint", en: "drag up to close", zh: "向上拖动关闭"),
        .init(key: "card.kill", en: "Swipe {0} away (user.kill)", zh: "划掉 {0}（user.kill）"),
        .init(key: "chip.kill", en: "Swipe this window away (user.kill_scene)", zh: "划掉这个窗口（user.kill_scene）"),
        .init(key: "call.who", en: "Phone call", zh: "来电"),
        .init(
            key: "call.what", en: "It rings, then goes as chosen; let time pass to see it end.",
            zh: "先响铃，然后按选择的方式结束；让时间流逝就能看到它结束。"),
        .init(key: "state.notRunning", en: "not running", zh: "未运行"),
        .init(key: "state.inactive", en: "inactive", zh: "前台非活跃"),
        .init(key: "state.active", en: "active", zh: "前台活跃"),
        .init(key: "state.background", en: "background", zh: "后台"),
        .init(key: "state.suspended", en: "suspended", zh: "挂起"),
        .init(key: "state.unattached", en: "unattached", zh: "未连接"),
        .init(key: "state.foregroundInactive", en: "foreground inactive", zh: "前台非活跃"),
        .init(key: "state.foregroundActive", en: "foreground active", zh: "前台活跃"),
    ]

    private static let lab: [Entry] = [
        .init(key: "lab.exercise", en: "Exercise", zh: "练习"),
        .init(key: "lab.next", en: "Next", zh: "下一个"),
        .init(key: "lab.progress", en: "{0} of {1} solved", zh: "已完成 {0} / {1}"),
        .init(key: "lab.solved", en: "Solved: every check passes. Next takes you on.", zh: "完成了：全部检查通过。按“下一个”继续。"),
        .init(key: "lab.pick", en: "Exercise to do", zh: "要做的练习"),
        .init(key: "lab.hint", en: "Show a hint", zh: "显示一条提示"),
        .init(key: "lab.hintCount", en: "Show a hint ({0})", zh: "显示一条提示（共 {0} 条）"),
        .init(key: "lab.noHints", en: "No hints", zh: "没有提示"),
        .init(key: "lab.lastHint", en: "That was the last hint", zh: "这是最后一条提示"),
        .init(key: "lab.anotherHint", en: "Another hint ({0} left)", zh: "再显示一条提示（还剩 {0} 条）"),
        .init(key: "lab.timeline", en: "Checks' timeline", zh: "检查的时间线"),
        .init(
            key: "lab.timeline.sub", en: "the failing checks, or all when every check passes",
            zh: "未通过的检查；全部通过时显示所有检查"),
        .init(key: "lab.timeline.empty", en: "Run the checks to see what UIKit did.", zh: "运行检查，看看 UIKit 做了什么。"),
        .init(key: "lab.checks", en: "Checks", zh: "检查"),
        .init(key: "lab.answer", en: "Your answer", zh: "你的答案"),
        .init(key: "lab.run", en: "Run checks", zh: "运行检查"),
        .init(
            key: "lab.run.title", en: "Run the exercise's checks on this text (Ctrl+Enter)",
            zh: "用这段代码运行练习的检查（Ctrl+Enter）"),
        .init(key: "lab.none", en: "no labs found", zh: "没有找到练习"),
        .init(key: "lab.hidden", en: " (hidden)", zh: "（隐藏）"),
        .init(key: "lab.notRun", en: "{0}: not run yet", zh: "{0}：还没有运行"),
        .init(key: "lab.running", en: "running...", zh: "正在运行……"),
        .init(key: "lab.blocked", en: "skipped: needs “{0}” to pass first", zh: "已跳过：需要先通过“{0}”"),
        .init(key: "lab.why", en: "why: {0}", zh: "原因：{0}"),
        .init(key: "lab.allPass", en: "every check passes", zh: "全部检查通过"),
        .init(key: "lab.somePass", en: "{0} of {1} pass", zh: "{1} 项中通过 {0} 项"),
    ]

    /// The Chinese of each control the action table offers the page, by its English label.
    static let controlsZh: [String: String] = [
        "Tap": "点按", "Home": "Home 键", "Lock": "锁定", "Unlock": "解锁", "Switcher": "应用切换器",
        "Switch to": "切换到", "Kill": "划掉", "Notification Center": "通知中心", "Control Center": "控制中心",
        "Dismiss": "收起", "Open URL": "打开 URL", "Open a window": "打开窗口", "Close": "关闭", "Focus": "聚焦",
        "Kill window": "划掉窗口", "Screenshot": "截屏", "UI": "界面", "Tap notification": "点按通知",
        "Memory warning": "内存警告", "Incoming call": "来电", "Notification": "通知",
        "answer after 2 s": "2 秒后接听", "decline after 2 s": "2 秒后拒接", "let it ring out": "一直响到结束",
    ]

    /// The table as the page reads it: `{"en":{key:text,...},"zh":{...}}`, with the controls'
    /// labels under `control:LABEL` and their functions' summaries under `summary:user.open_url`.
    static var json: String {
        var en = JSONObject(), zh = JSONObject()
        for entry in entries {
            en.add(entry.key, entry.en)
            zh.add(entry.key, entry.zh)
        }
        for label in controlLabels {
            en.add("control:" + label, label)
            zh.add("control:" + label, controlsZh[label] ?? label)
        }
        // A control's tooltip: its function's summary from the API description.
        for row in ActionControl.rows where row.studio != nil {
            en.add("summary:" + row.lua, row.summary)
            zh.add("summary:" + row.lua, APIDescription.summary(row.lua, row.summary, .zh))
        }
        var both = JSONObject()
        both.add("en", object: en)
        both.add("zh", object: zh)
        // In a <script>: no "</script>" can end it early.
        return both.text.split(separator: "<", omittingEmptySubsequences: false).joined(separator: "\\u003c")
    }

    /// Every label of a control or preset the action table offers the page.
    static var controlLabels: [String] {
        var labels: [String] = []
        for row in ActionControl.rows {
            guard let offer = row.studio else { continue }
            labels.append(offer.label)
            labels += offer.presets.map(\.label)
        }
        return labels
    }

    /// A key's text in `language`.
    static func text(_ key: String, _ language: LabLanguage) -> String? {
        guard let entry = entries.first(where: { $0.key == key }) else { return nil }
        return language == .zh ? entry.zh : entry.en
    }
}
