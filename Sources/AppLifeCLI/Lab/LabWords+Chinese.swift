import ScriptBindings

extension LabWords {
    static let chinese = LabWords(
        language: .zh,
        pass: "通过",
        fail: "未通过",
        error: "出错",
        skip: "跳过",
        hiddenCheck: { "隐藏检查 \($0)" },
        skipped: { "（跳过：需要先通过\($0)）" },
        aHiddenCheck: "一项隐藏检查",
        quoted: { "“\($0)”" },
        why: "原因：",
        at: "位置：",
        crashLine: "崩溃：",
        crashFailsTheCheck: "（应用崩溃，这项检查就算失败：到这一行找出 Lua 错误）",
        crashed: { app, seconds, message in "\(app) 在 \(seconds) 秒时崩溃：\(message)" },
        notRunFileDidNotLoad: { "未运行：\($0) 没能加载（见第一条错误）" },
        notRunOutOfTime: { seconds in "未运行：这份作业的 \(seconds) 秒已被前面的检查用完" },
        limitName: { limit in
            switch limit {
            case .time, .instructions: return "时间限制"
            case .memory: return "内存限制"
            case .output: return "输出限制"
            }
        },
        traceHeader: "时间线（发生了什么，包括你用 log 打印的内容）：",
        moreWarnings: { "（还有 \($0) 条警告：--trace 能看到全部）" },
        traceWithheld: "（不显示时间线：这项检查拿你的预测和 UIKit 的实际调用对比，时间线本身就是答案）",
        traceHint: { "想看未通过的检查里发生了什么（包括你的 log() 输出），运行：\($0)" },
        watchTraceHint: "按 t 查看未通过的检查里发生了什么（包括你的 log() 输出）。",
        checksPassed: { passed, total, score, points in "\(total) 项检查通过了 \(passed) 项（得分 \(score) / \(points)）" },

        expectationFailed: { "expect.\($0) 未通过" },
        expectedByUIKit: "期望（UIKit 实际的调用）",
        yourAnswer: "你的答案",
        expected: "期望",
        actual: "实际",
        whatHappened: "实际发生的",
        nothingMore: "（没有了）",
        firstDifference: { "从第 \($0) 项开始不同" },
        rowsLeftOut: { "（省略 \($0) 行）" },
        notWhatUIKitDid: "← UIKit 在这里调用的不是它",
        yourAnswerEnds: "（你的答案到这里就结束了）",
        uikitDidMore: "← UIKit 还调用了别的方法",
        uikitDidNothingMore: "← UIKit 到这里已经不再调用了",
        notWhatShouldHappen: "← 这里不该是它",
        nothingMoreHappened: "（之后没有再发生什么）",
        moreShouldFollow: "← 后面还应该有回调",
        nothingMoreShouldHappen: "← 到这里不该再有回调",
        rightUpTo: { right in right == 0 ? "第 1 项就错了" : "第 1 到 \(right) 项正确，第 \(right + 1) 项是第一处错误" },
        oneStepOnly: "（其余部分不显示：这项检查一次只提示一步）",
        sequenceExpected: "期望按这个顺序出现（中间可以夹着别的）：",
        sequenceMissing: "← 在上一项之后没有出现",
        sequenceActual: "实际：",
        sequenceRightUpTo: { right in
            right == 0 ? "期望的第一项没有出现" : "第 1 到 \(right) 项按顺序出现了，下一项没有出现"
        },
        theValue: "这个值",
        valueExpected: { label, expected, actual in "\(label)：期望 \(expected)，实际是 \(actual)" },
        valueDifference: { path, expected, actual in "  第一处不同在 \(path)：期望 \(expected)，实际是 \(actual)" },
        valueWrong: { label, actual in "\(label)：\(actual) 不对" },
        valueWrongPart: { path, actual in "  第一处错误在 \(path)：你的是 \(actual)" },
        conditionExpected: { c in
            switch c.kind {
            case .state, .sceneState: return "期望 \(c.subject) 处于 \(c.expected) 状态，实际是 \(c.actual)"
            case .badge:
                return "期望 \(c.subject) 的主屏幕角标是 \(c.expected)，实际是 \(c.actual == "0" ? "不显示（0）" : c.actual)"
            case .termination:
                return c.actual == "never"
                    ? "期望 \(c.subject) 已被终止，但它从未被终止"
                    : "期望 \(c.subject) 因 \(c.expected) 被终止，实际原因是 \(c.actual)"
            case .crash:
                return c.actual.isEmpty
                    ? "期望 \(c.subject) 崩溃，但它没有崩溃"
                    : "期望 \(c.subject) 崩溃，且消息包含“\(c.expected)”，但它的崩溃是：\n\(c.actual)"
            }
        },
        conditionWrong: { c in
            switch c.kind {
            case .state, .sceneState: return "\(c.subject) 此时处于 \(c.actual) 状态，这不对"
            case .badge: return "\(c.subject) 的角标此时是 \(c.actual == "0" ? "不显示（0）" : c.actual)，这不对"
            case .termination:
                return c.actual == "never" ? "\(c.subject) 从未被终止，这不对" : "\(c.subject) 因 \(c.actual) 被终止，这不对"
            case .crash: return c.actual.isEmpty ? "\(c.subject) 没有崩溃，这不对" : "\(c.subject) 的崩溃不是期望的那一种"
            }
        },
        answerNotShown: "（这项检查不给出答案：请对照上面的原因再想一想）",

        listHeader: { title, done, total in "\(title)：已完成 \(done) / \(total)" },
        next: "下一步：",
        allExercisesPass: "所有练习都通过了，做得好！",
        created: { path, check, watch in "已创建 \(path)。编辑它，然后运行 `\(check)` 或 `\(watch)`。" },
        kept: { path, check in "\(path) 已经存在，你的代码会保留。编辑它，然后运行 `\(check)`。" },
        everyCheckPassesNext: { "全部检查通过！下一步：\($0)" },
        everyCheckPassesLast: "全部检查通过！这是最后一个练习了！",
        stuck: { command, hint, count in "卡住了？运行 \(command)（第 \(hint) 条提示，共 \(count) 条）" },
        seenEveryHint: { "提示已经全部看过了；运行 `\($0)` 可以再看一遍题目。" },
        cannotReadStartFirst: { file, start in "读不到 “\(file)”：请先运行 `\(start)`" },
        hintLine: { number, count, text in "提示 \(number)/\(count)：\(text)" },
        lastHint: "这是最后一条提示了。",
        noHints: "这个练习没有提示。",
        noWorkspace: { workspace, start in
            "这里没有工作区 “\(workspace)”：请先开始这个练习（\(start)），或者用 --workspace DIR 指定"
        },
        unknownExercise: { name, suggestion in
            "没有名为 “\(name)” 的练习\(suggestion.map { "（你是想找 \($0) 吗？）" } ?? "")；`applife lab list` 会列出全部练习"
        },
        unknownCheck: { name, exercise, suggestion, checks in
            "\(exercise) 没有名为 “\(name)” 的检查\(suggestion.map { "（你是想找 “\($0)” 吗？）" } ?? "")；它的检查有：\(checks)"
        },

        watchHeader: { exercise, position, count, bar, done in
            "== \(exercise)（第 \(position) 个练习，共 \(count) 个）  \(bar) 已完成 \(done)/\(count)"
        },
        editing: { "   正在编辑 \($0)" },
        keys: { shown in
            "[t] \(shown ? "隐藏" : "显示")时间线  [i] 题目  [h] 提示  [n] 下一个  [r] 重新检查  [q] 退出  （保存后自动检查）"
        },
        notYet: "还不行：先让所有检查都通过（按 h 看提示）。",
        lastExerciseDone: "这是最后一个练习了，做得好！（按 q 退出）",
        checking: { "正在检查 \($0)……" },
        createdFromStarter: { "已用初始代码创建 \($0)。" },

        gradeStatus: { status in
            switch status {
            case "pass": return "通过"
            case "fail": return "未通过"
            default: return "出错"
            }
        },
        gradeFailed: { "未通过：\($0)" },
        gradeErrorIn: { "出错：\($0)" },
        gradeLimit: { limit, location in
            let name: String
            switch limit {
            case .time, .instructions: name = "超出时间限制"
            case .memory: name = "超出内存限制"
            case .output: name = "超出输出限制"
            }
            return "出错：\(name)" + (location.map { "，位置：\($0)" } ?? "")
        },
        wrote: { path, replacing in "已写入 \(path)" + (replacing ? "（替换了之前的文件）" : "") },
        gradeSummary: { count, passed, failed, errors in "共 \(count) 份提交：通过 \(passed)，未通过 \(failed)，出错 \(errors)" },
        shardNote: { shard, count, total in "分片 \(shard)：\(total) 份提交中的 \(count) 份" },
        packed: { folder, count, labSet in
            "已写入 \(folder)：\(count) 个练习（初始代码、题目和提示"
                + (labSet ? "，以及 .applife/labs 里的练习集；不含参考答案）" : "；不含检查和参考答案）")
        },
        packHowTo: { name, labs in
            "你的代码写在 `lab-work/` 里，每个练习一个文件。在这个文件夹里运行：\n\n"
                + commandTable([
                    ("applife lab list\(labs)", "列出所有练习和你的进度"),
                    ("applife lab check \(name)\(labs)", "检查你的文件（全部通过时退出码为 0）"),
                    ("applife lab watch \(name)\(labs)", "每次保存后自动重新检查"),
                    ("applife lab hint \(name)\(labs)", "看下一条提示"),
                ])
                + "\n\n每个练习的题目在 `tasks/` 里。提示也在那里（`tasks/NAME.hints.zh.md`），\n"
                + "不过建议先用 `applife lab hint`：一次只看一条提示，学到的更多。"
        },
        packExercise: "练习",
        packTask: "题目",
        packHintsNote: "建议先用 `applife lab hint`：它一次只给一条提示。")
}
