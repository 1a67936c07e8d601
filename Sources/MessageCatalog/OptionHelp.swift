/// The help lines of the commands' options, flags and arguments (`@Option(help:)` ...) in
/// Chinese, filed under their English text: a command writes its English line, and
/// ``text(_:_:)`` gives it in the chosen language. A test fails on a help line of a command
/// without a Chinese one here, and on one here that no command has.
///
///     OptionHelp.text("Seed of math.random.", .zh)   // "math.random 的种子。"
public enum OptionHelp {
    /// The line in `language`: the English itself, or its Chinese (the English when there is none).
    public static func text(_ english: String, _ language: Language) -> String {
        guard language == .zh else { return english }
        return chinese[english] ?? english
    }

    static let chinese: [String: String] = Dictionary(lines, uniquingKeysWith: { first, _ in first })

    /// English, then Chinese; the order of the commands.
    public static let lines: [(String, String)] = [
        // applife run, repl, types, and the options they share
        ("The scenario file to run (FILE or FILE:LINE).", "要运行的用例文件（FILE 或 FILE:LINE）。"),
        ("Trace format: text, jsonl or none.", "时间线的格式：text、jsonl 或 none。"),
        ("Write the trace to this file instead of stdout.", "把时间线写到这个文件，而不是标准输出。"),
        (
            "iOS version of the device profile (default: the file's device{} or 17).",
            "设备配置的 iOS 版本（默认：文件里 device{} 写的版本，否则是 17）。"
        ),
        ("Run only scenarios whose name contains this (ignoring case).", "只运行名字里含有这段文字的用例（不分大小写）。"),
        ("Run only the scenario with exactly this name.", "只运行名字正好是这个的用例。"),
        ("List the scenarios (line and name) without running them.", "列出用例（行号和名字），不运行。"),
        ("Run again whenever the file is saved (keys: r re-run, q quit).", "每次保存文件都重新运行（按键：r 重新运行，q 退出）。"),
        (
            "Colour: auto (a terminal without NO_COLOR), always or never.",
            "颜色：auto（终端里、且没有设置 NO_COLOR 时）、always 或 never。"
        ),
        ("Write JUnit XML (one testcase per scenario) to this file.", "把 JUnit XML（每个用例一个 testcase）写到这个文件。"),
        (
            "Draw the run as an SVG swimlane timeline (one section per scenario) in this file.",
            "把这次运行画成 SVG 泳道时间线（每个用例一段），写到这个文件。"
        ),
        (
            "Write the run as Chrome trace-event JSON (ui.perfetto.dev, chrome://tracing) to this file.",
            "把这次运行写成 Chrome trace-event JSON（ui.perfetto.dev、chrome://tracing），写到这个文件。"
        ),
        (
            "Write a Mermaid state diagram of the transitions taken, with coverage, to this Markdown file.",
            "把走过的状态转换画成带覆盖情况的 Mermaid 状态图，写到这个 Markdown 文件。"
        ),
        (
            "The branch choose(LABEL) takes, call after call: LABEL=BRANCH[,BRANCH...] (1/true, 2/false, ...).",
            "choose(LABEL) 一次次调用时走的分支：LABEL=BRANCH[,BRANCH...]（1/true、2/false、……）。"
        ),
        ("A scenario file whose apps to load.", "要载入其中应用的用例文件。"),
        (
            "The language of explanations: en or zh (default: $APPLIFE_LANG, else the locale, else en).",
            "说明文字的语言：en 或 zh（默认：$APPLIFE_LANG，否则看区域设置，再否则是 en）。"
        ),
        (
            "Wall-clock seconds a script (or one REPL input) may run (0: no limit).",
            "一个脚本（或 REPL 的一次输入）最多能运行的真实秒数（0：不限）。"
        ),
        ("Lua memory ceiling in MB (0: no limit).", "Lua 内存上限，单位 MB（0：不限）。"),
        ("Stop after this many Lua instructions.", "执行这么多条 Lua 指令后停止。"),
        ("Seed of math.random.", "math.random 的种子。"),
        ("The folder of your scenario files.", "放你的用例文件的文件夹。"),
        (
            "Replace .luarc.json or .luacheckrc even when applife did not write them.",
            "即使 .luarc.json 或 .luacheckrc 不是 applife 写的，也替换它们。"
        ),
        // applife explore
        (
            "The Lua file declaring the apps (and optionally device{} and invariants); or merge and the shards' files.",
            "声明应用的 Lua 文件（可以带 device{} 和不变式）；或者 merge 加上各份的文件。"
        ),
        (
            "Runs in all, each on a fresh device and Lua state (default: what 5 s of this machine's time buys, printed).",
            "总运行次数，每次都在全新的设备和 Lua 状态上（默认：这台机器 5 秒能跑完的次数，会打印出来）。"
        ),
        ("Steps per random walk; longest breadth-first sequence.", "每次随机游走的步数；广度优先时最长的序列长度。"),
        ("Worker threads (same results with any number).", "工作线程数（线程数多少，结果都一样）。"),
        (
            "Directory for counterexample.lua, coverage.md and coverage.json.",
            "写 counterexample.lua、coverage.md 和 coverage.json 的目录。"
        ),
        (
            "random, bfs, or both (breadth-first up to 3 steps with half the runs, then random walks).",
            "random、bfs 或 both（先用一半的运行次数做最多 3 步的广度优先，再做随机游走）。"
        ),
        (
            "Make part i of n of the runs (needs --runs); explore merge joins the parts.",
            "只做 n 份运行中的第 i 份（需要 --runs）；explore merge 把各份合起来。"
        ),
        ("Print the report as JSON.", "把报告打印成 JSON。"),
        // applife lab
        (
            "The folder holding lab.lua (default: $APPLIFE_LABS, else the labs built into applife).",
            "放 lab.lua 的文件夹（默认：$APPLIFE_LABS，否则是 applife 内置的练习）。"
        ),
        (
            "Your work folder: exercise files and the progress file (default: lab-work).",
            "你的工作文件夹：练习文件和进度文件（默认：lab-work）。"
        ),
        (
            "The language: en or zh (default: $APPLIFE_LANG, else the locale, else en).",
            "语言：en 或 zh（默认：$APPLIFE_LANG，否则看区域设置，再否则是 en）。"
        ),
        ("The exercise.", "练习。"),
        ("Check this file instead of the one in your workspace.", "检查这个文件，而不是你工作目录里的那个。"),
        ("Run only this check (its name or number) and those it depends on.", "只运行这一项检查（名字或编号）和它依赖的检查。"),
        (
            "Also write Exercism's results.json (version 3) into this folder.",
            "同时把 Exercism 的 results.json（第 3 版）写到这个文件夹。"
        ),
        ("Show each failing check's timeline, with your log() lines.", "显示每个没通过的检查的时间线，连同你的 log() 输出。"),
        ("Draw the failing check's trace as an SVG timeline in this file.", "把没通过的检查的时间线画成 SVG，写到这个文件。"),
        ("Wall-clock seconds each check may run (0: no limit).", "每项检查最多能运行的真实秒数（0：不限）。"),
        ("The exercise to start with.", "从哪个练习开始。"),
        ("The folder to write.", "要写出的文件夹。"),
        ("Pack only this exercise (repeat for several; default: all).", "只打包这个练习（可以重复写多个；默认：全部）。"),
        ("Where the grading workflow downloads applife (https).", "评分工作流从哪里下载 applife（https）。"),
        ("The SHA-256 the downloaded applife must have.", "下载的 applife 必须有的 SHA-256。"),
        ("The folder of submissions; or merge and the shards' results files.", "放提交的文件夹；或者 merge 加上各份的结果文件。"),
        ("The exercise the submissions answer.", "这些提交所做的练习。"),
        (
            "Write results (Exercism version 3 per submission, plus score and max_score) here.",
            "把结果（每份提交一个 Exercism 第 3 版结果，外加 score 和 max_score）写到这里。"
        ),
        ("Write JUnit XML here.", "把 JUnit XML 写到这里。"),
        ("Submissions graded at once.", "同时评分的提交数。"),
        (
            "Grade only part i of n of the submissions (i/n), for a CI matrix; lab grade merge joins the parts.",
            "只给 n 份提交中的第 i 份评分（i/n），用于 CI 矩阵；lab grade merge 把各份合起来。"
        ),
        (
            "Wall-clock seconds each check may run: the Lua deadline, which names the line.",
            "每项检查最多能运行的真实秒数：Lua 的时限，超时会指出是哪一行。"
        ),
        (
            "CPU seconds per grading child (the kernel's backstop); a check it stops fails alone.",
            "每个评分子进程的 CPU 秒数（内核兜底）；被它停下的检查单独算作不通过。"
        ),
        ("Wall-clock seconds per submission (the parent's backstop).", "每份提交的真实秒数（父进程兜底）。"),
        ("Memory per submission in MB.", "每份提交的内存，单位 MB。"),
        ("The submission file.", "提交的文件。"),
        ("The folder holding lab.lua (default: the labs built into applife).", "放 lab.lua 的文件夹（默认：applife 内置的练习）。"),
        ("Append each check's result to this file as it ends.", "每项检查结束时，把结果追加到这个文件。"),
        ("The check to start at (from 1).", "从哪一项检查开始（从 1 数起）。"),
        ("A check before --from-check that passed (repeatable).", "--from-check 之前已经通过的一项检查（可以重复）。"),
        // applife studio, applife import
        ("FILE and the studio's options (applife studio --help).", "FILE 和工作室的选项（applife studio --help）。"),
        ("PATH... and --out FILE (applife import --help).", "PATH... 和 --out FILE（applife import --help）。"),
        ("A scenario file whose apps the device starts with.", "设备启动时带着其中应用的用例文件。"),
        ("The port to listen on (0: a free one).", "监听的端口（0：任选一个空闲的）。"),
        ("Open the page in the desktop's browser (xdg-open).", "在桌面的浏览器里打开页面（xdg-open）。"),
        ("The lab set for lab mode (default: as applife lab finds it).", "练习模式用的练习集（默认：和 applife lab 找到的一样）。"),
        (
            "The page's language, en or zh (default: APPLIFE_LANG, else the browser's, else the locale's).",
            "页面的语言，en 或 zh（默认：APPLIFE_LANG，否则是浏览器的语言，再否则是区域设置的语言）。"
        ),
        ("The folder \"save as scenario\" writes to.", "“另存为用例”写入的文件夹。"),
        ("Wall-clock seconds one action's Lua may run (0.1 to 3600).", "一个动作的 Lua 最多能运行的真实秒数（0.1 到 3600）。"),
    ]
}
