/// The words of `applife --help` and each command's help (their abstracts and
/// discussions), in both languages. The options' own help lines are in ``OptionHelp``.
public enum HelpText: String, Sendable, CaseIterable {
    case applife, run, runDiscussion, repl, replDiscussion, types, typesDiscussion, explore, exploreDiscussion
    case lab, labList, labStart, labCheck, labCheckDiscussion, labHint, labWatch, labVerify, labPack
    case labPackDiscussion, labGrade, labGradeDiscussion, studio, studioDiscussion, studioServer, studioServerDiscussion

    /// The text in `language`.
    public func text(_ language: Language) -> String { texts.text(language) }

    public var texts: Texts {
        switch self {
        case .applife:
            Texts(
                en: "Learn, explore and test the iOS application life cycle without a Mac.",
                zh: "不用 Mac，也能学习、探索和测试 iOS 应用的生命周期。")
        case .run:
            Texts(en: "Run every scenario of a Lua file and print the traces.", zh: "运行一个 Lua 文件里的每个用例，打印时间线。")
        case .runDiscussion:
            Texts(
                en: "FILE:LINE runs the scenario declared at or above that line. "
                    + "Exit status: 0 all scenarios passed, 1 an expectation failed or an app crashed unexpectedly, "
                    + "2 a script error, a selection that matches nothing, or bad usage.",
                zh: "FILE:LINE 运行在那一行或它上面声明的用例。"
                    + "退出状态：0 所有用例都通过，1 有期望没有满足或应用意外崩溃，"
                    + "2 脚本错误、选择没有匹配到任何用例，或用法错误。--lang zh（或 LANG=zh_CN.UTF-8）让警告和说明用中文。")
        case .repl:
            Texts(
                en: "A live device at a prompt: type Lua, watch the callbacks arrive.",
                zh: "命令行里的一台活的设备：输入 Lua，看着回调一个个到来。")
        case .replDiscussion:
            Texts(
                en: "Loads FILE's apps and delegates (its scenarios are listed, not run). "
                    + "Commands start with a colon: :help, :state, :trace, :time, :reset, :reload, :save FILE, :quit.",
                zh: "载入 FILE 里的应用和代理（只列出它的用例，不运行）。"
                    + "命令以冒号开头：:help、:state、:trace、:time、:reset、:reload、:save FILE、:quit。")
        case .types:
            Texts(
                en: "Write editor types for scenario files: LuaLS definitions, .luarc.json and .luacheckrc.",
                zh: "为用例文件写出编辑器用的类型：LuaLS 定义、.luarc.json 和 .luacheckrc。")
        case .typesDiscussion:
            Texts(
                en: "Files: DIR/types/applife.d.lua, DIR/.luarc.json, DIR/.luacheckrc. "
                    + "Generated from the API description; a file applife did not write is replaced only with --force.",
                zh: "文件：DIR/types/applife.d.lua、DIR/.luarc.json、DIR/.luacheckrc。"
                    + "由 API 描述生成；不是 applife 写的文件，只有加 --force 才会被替换。")
        case .explore:
            Texts(
                en: "Explore sequences of user and system events; shrink and write the first counterexample.",
                zh: "探索用户和系统事件的各种序列；把找到的第一个反例缩到最短并写出来。")
        case .exploreDiscussion:
            Texts(
                en: "Checks the built-in invariants and the file's invariant(name, fn) after every step. "
                    + "Writes counterexample.lua, coverage.md and coverage.json to --out. "
                    + "--seed seeds the walks as well as each run's math.random: the same seed prints the same bytes with any --jobs. "
                    + "Without --runs, it makes the runs 5 s of this machine buy, and prints how many. "
                    + "--shard i/n makes part i of n (a CI matrix); explore merge A.json B.json ... joins the shards' files "
                    + "into the whole exploration's report and files. "
                    + "Exit status: 0 no invariant broke, 1 one broke, 2 a script error or bad usage.",
                zh: "每一步之后检查内置的不变式和文件里的 invariant(name, fn)。"
                    + "把 counterexample.lua、coverage.md 和 coverage.json 写到 --out。"
                    + "--seed 决定随机游走和每次运行的 math.random：同样的种子，无论 --jobs 是多少，都打印同样的字节。"
                    + "不给 --runs 时，运行次数是这台机器 5 秒能跑完的次数，并打印出来。"
                    + "--shard i/n 只做 n 份中的第 i 份（CI 矩阵）；explore merge A.json B.json ... 把各份的文件合成完整的报告和文件。"
                    + "退出状态：0 没有打破不变式，1 打破了一个，2 脚本错误或用法错误。--lang zh 让报告的说明用中文。")
        case .lab:
            Texts(
                en: "Exercises with automatic checks, hints, progress and grades.",
                zh: "带自动检查、提示、进度和评分的练习。")
        case .labList:
            Texts(en: "List the exercises with your progress.", zh: "列出练习和你的进度。")
        case .labStart:
            Texts(
                en: "Show an exercise's task and copy its starter file into your workspace.",
                zh: "显示练习的题目，并把起始文件复制到你的工作目录。")
        case .labCheck:
            Texts(en: "Run an exercise's checks against your file.", zh: "用练习的检查来检查你的文件。")
        case .labCheckDiscussion:
            Texts(
                en:
                    "Exit status: 0 every check passed (with --check: that check passed), 1 a check did not pass, 2 bad usage.",
                zh: "退出状态：0 每项检查都通过（带 --check 时：那一项通过），1 有检查没有通过，2 用法错误。")
        case .labHint:
            Texts(en: "Reveal the next hint.", zh: "显示下一条提示。")
        case .labWatch:
            Texts(
                en: "Re-run the checks on every save (keys: t trace, h hint, n next, r re-run, q quit).",
                zh: "每次保存都重新检查（按键：t 时间线，h 提示，n 下一个，r 重新运行，q 退出）。")
        case .labVerify:
            Texts(
                en:
                    "Author lint: every starter fails a check, every solution passes, hints and translations exist, names are unique.",
                zh: "给出题人用的检查：每个起始文件都有检查不通过，每个参考答案都通过，提示和翻译都在，名字不重复。")
        case .labPack:
            Texts(
                en:
                    "Write a student folder: tasks, hints and starters (no solutions), with GitHub Classroom autograding.",
                zh: "写出一个学生文件夹：题目、提示和起始文件（没有答案），带 GitHub Classroom 自动评分。")
        case .labPackDiscussion:
            Texts(
                en: "DIR must be new or empty. Starters are written in --lang; tasks and hints in every language. "
                    + "A lab set of your own (--labs) is packed in DIR/.applife/labs without its solutions, and the "
                    + "workflow checks it against the sums of the files packed before grading. The workflow downloads "
                    + "applife from --applife-url and checks its --applife-sha256 (default: the repository's or "
                    + "organisation's variables APPLIFE_URL and APPLIFE_SHA256).",
                zh: "DIR 必须是新的或空的。起始文件用 --lang 的语言写出；题目和提示每种语言都有。"
                    + "你自己的练习集（--labs）会不带答案地打包进 DIR/.applife/labs，评分前工作流会用打包时的校验和核对它。"
                    + "工作流从 --applife-url 下载 applife，并核对它的 --applife-sha256"
                    + "（默认：仓库或组织的变量 APPLIFE_URL 和 APPLIFE_SHA256）。")
        case .labGrade:
            Texts(
                en: "Grade a folder of submissions (one file or folder per student), each in its own limited process.",
                zh: "给一个文件夹里的提交评分（每个学生一个文件或文件夹），每份在它自己受限的进程里运行。")
        case .labGradeDiscussion:
            Texts(
                en:
                    "lab grade merge A.json B.json ... joins the results of --shard runs into the report of one whole run.",
                zh: "lab grade merge A.json B.json ... 把各次 --shard 运行的结果合成一次完整运行的报告。")
        case .studio:
            Texts(
                en: "A live device in the browser, with the timeline growing as you click (applife studio --help).",
                zh: "浏览器里的一台活的设备，你每点一下时间线就长一截（applife studio --help）。")
        case .studioDiscussion:
            Texts(
                en: "Runs applife-studio from beside applife with the same arguments.",
                zh: "用同样的参数运行 applife 旁边的 applife-studio。")
        case .studioServer:
            Texts(
                en:
                    "A live device in the browser: press Home on a phone and watch the callbacks arrive on the timeline.",
                zh: "浏览器里的一台活的设备：在手机上按 Home 键，看着回调一个个出现在时间线上。")
        case .studioServerDiscussion:
            Texts(
                en:
                    "Serves one page on 127.0.0.1 only and prints its address, with a random access token, as the first line. "
                    + "Each page is a session of its own (the REPL's sandbox and limits) on FILE's apps; edits stay in the page, "
                    + "and \"save as scenario\" writes FILE-studio-N.lua into --save-dir. Ctrl-C stops the studio.",
                zh: "只在 127.0.0.1 上提供一个页面，第一行打印它的地址和一个随机的访问令牌。"
                    + "每个页面都是一个独立的会话（沙盒和限制与 REPL 相同），载入 FILE 里的应用；修改只留在页面里，"
                    + "“存为用例”把 FILE-studio-N.lua 写进 --save-dir。按 Ctrl-C 停止工作室。")
        }
    }
}
