import ScriptBindings

extension LabWords {
    static let english = LabWords(
        language: .en,
        pass: "PASS",
        fail: "FAIL",
        error: "ERROR",
        skip: "SKIP",
        hiddenCheck: { "hidden check \($0)" },
        skipped: { "(skipped: needs \($0) to pass first)" },
        aHiddenCheck: "a hidden check",
        quoted: { "'\($0)'" },
        why: "why: ",
        at: "at ",
        crashLine: "crash: ",
        crashFailsTheCheck: "(a crash fails a check: find the Lua error at that line)",
        crashed: { app, seconds, message in "\(app) crashed at \(seconds) s: \(message)" },
        notRunFileDidNotLoad: { "not run: \($0) did not load (see the first error)" },
        notRunOutOfTime: { seconds in "not run: the submission's \(seconds) s were spent on the checks before it" },
        limitName: { limit in
            switch limit {
            case .time, .instructions: return "time limit"
            case .memory: return "memory limit"
            case .output: return "output limit"
            }
        },
        traceHeader: "trace (what happened, with your log lines):",
        moreWarnings: { "(and \($0) more warning\($0 == 1 ? "" : "s"): --trace shows them)" },
        traceWithheld:
            "(no timeline: this check compares your prediction with what UIKit did, so its timeline is the answer)",
        traceHint: { "See what happened in a failing check, with your log() lines: \($0)" },
        watchTraceHint: "Press t to see what happened in the failing checks, with your log() lines.",
        checksPassed: { passed, total, score, points in
            "\(passed) of \(total) checks passed (\(score) of \(points) points)"
        },

        expectationFailed: { "expect.\($0) failed" },
        expectedByUIKit: "expected (what UIKit did)",
        yourAnswer: "your answer",
        expected: "expected",
        actual: "actual",
        whatHappened: "what happened",
        nothingMore: "(nothing more)",
        firstDifference: { "first difference at entry \($0)" },
        rowsLeftOut: { "(\($0) rows left out)" },
        notWhatUIKitDid: "<- not what UIKit did here",
        yourAnswerEnds: "(your answer ends here)",
        uikitDidMore: "<- UIKit called more",
        uikitDidNothingMore: "<- UIKit called nothing more",
        notWhatShouldHappen: "<- not what should happen here",
        nothingMoreHappened: "(nothing more happened)",
        moreShouldFollow: "<- more callbacks should follow",
        nothingMoreShouldHappen: "<- nothing more should happen",
        rightUpTo: { right in
            right == 0
                ? "entry 1 is already wrong"
                : "entries 1 to \(right) are right; entry \(right + 1) is the first wrong one"
        },
        oneStepOnly: "(the rest is not shown: this check tells one step at a time)",
        sequenceExpected: "expected, in this order (gaps allowed):",
        sequenceMissing: "<- not found after the previous entry",
        sequenceActual: "actual:",
        sequenceRightUpTo: { right in
            right == 0
                ? "the first expected entry did not happen"
                : "entries 1 to \(right) happened in this order; the next one did not"
        },
        theValue: "the value",
        valueExpected: { label, expected, actual in "\(label): expected \(expected), got \(actual)" },
        valueDifference: { path, expected, actual in
            "  first difference at \(path): expected \(expected), got \(actual)"
        },
        valueWrong: { label, actual in "\(label): \(actual) is not right" },
        valueWrongPart: { path, actual in "  the first wrong part is \(path): you have \(actual)" },
        conditionExpected: { c in
            switch c.kind {
            case .state, .sceneState: return "expected \(c.subject) to be \(c.expected), but it is \(c.actual)"
            case .badge:
                return
                    "expected \(c.subject)'s home-screen badge to be \(c.expected), but it is \(c.actual == "0" ? "hidden (0)" : c.actual)"
            case .termination:
                return c.actual == "never"
                    ? "expected \(c.subject) to have been terminated, but it never was"
                    : "expected \(c.subject) to be terminated for \(c.expected), but it was terminated for \(c.actual)"
            case .crash:
                return c.actual.isEmpty
                    ? "expected \(c.subject) to crash, but it did not"
                    : "expected \(c.subject) to crash with a message containing \"\(c.expected)\", but its crashes were:\n\(c.actual)"
            }
        },
        conditionWrong: { c in
            switch c.kind {
            case .state, .sceneState: return "\(c.subject) is \(c.actual) here, which is not right"
            case .badge:
                return "\(c.subject)'s badge is \(c.actual == "0" ? "hidden (0)" : c.actual) here, which is not right"
            case .termination:
                return c.actual == "never"
                    ? "\(c.subject) was never terminated, which is not right"
                    : "\(c.subject) was terminated for \(c.actual), which is not right"
            case .crash:
                return c.actual.isEmpty
                    ? "\(c.subject) did not crash, which is not right" : "\(c.subject)'s crash is not the right one"
            }
        },
        answerNotShown: "(this check does not show the answer: think it through with the reason above)",

        listHeader: { title, done, total in "\(title): \(done) of \(total) done" },
        next: "Next: ",
        allExercisesPass: "Every exercise passes. Well done!",
        created: { path, check, watch in "Created \(path). Edit it, then run `\(check)` or `\(watch)`." },
        kept: { path, check in "\(path) already exists: your work is kept. Edit it, then run `\(check)`." },
        everyCheckPassesNext: { "Every check passes. Next: \($0)" },
        everyCheckPassesLast: "Every check passes. That was the last exercise!",
        stuck: { command, hint, count in "Stuck? \(command) (hint \(hint) of \(count))" },
        seenEveryHint: { "You have seen every hint; `\($0)` shows the task again." },
        cannotReadStartFirst: { file, start in "cannot read '\(file)': run `\(start)` first" },
        hintLine: { number, count, text in "Hint \(number) of \(count): \(text)" },
        lastHint: "That was the last hint.",
        noHints: "This exercise has no hints.",
        noWorkspace: { workspace, start in
            "no workspace '\(workspace)' here: start the exercise first (\(start)), or pass --workspace DIR"
        },
        unknownExercise: { name, suggestion in
            "no exercise named '\(name)'\(suggestion.map { " (did you mean \($0)?)" } ?? ""); `applife lab list` shows them all"
        },
        unknownCheck: { name, exercise, suggestion, checks in
            "\(exercise) has no check named '\(name)'\(suggestion.map { " (did you mean '\($0)'?)" } ?? ""); its checks: \(checks)"
        },

        watchHeader: { exercise, position, count, bar, done in
            "== \(exercise) (exercise \(position) of \(count))  \(bar) \(done)/\(count) done"
        },
        editing: { "   editing \($0)" },
        keys: { shown in
            "[t] \(shown ? "hide" : "show") traces  [i] the task  [h] hint  [n] next  [r] re-run  [q] quit  (watching for saves)"
        },
        notYet: "Not yet: make every check pass first (h for a hint).",
        lastExerciseDone: "That was the last exercise. Well done! (q to quit)",
        checking: { "checking \($0)..." },
        createdFromStarter: { "Created \($0) from the starter." },

        gradeStatus: { $0 },
        gradeFailed: { "failed: \($0)" },
        gradeErrorIn: { "error in: \($0)" },
        gradeLimit: { limit, location in
            let name: String
            switch limit {
            case .time, .instructions: name = "time limit"
            case .memory: name = "memory limit"
            case .output: name = "output limit"
            }
            return "error: \(name)" + (location.map { " at \($0)" } ?? "")
        },
        wrote: { path, replacing in "wrote \(path)" + (replacing ? " (replacing the earlier one)" : "") },
        gradeSummary: { count, passed, failed, errors in
            "\(count) submission\(count == 1 ? "" : "s"): \(passed) pass, \(failed) fail, \(errors) error"
        },
        shardNote: { shard, count, total in "shard \(shard): \(count) of \(total) submissions" },
        packed: { folder, count, labSet in
            "Wrote \(folder): \(count) exercise\(count == 1 ? "" : "s") (starters, tasks and hints"
                + (labSet ? ", and the lab set in .applife/labs; no solutions)" : "; no checks, no solutions)")
        },
        packHowTo: { name, labs in
            "Your work goes in `lab-work/`, one file per exercise. In this folder, run:\n\n"
                + commandTable([
                    ("applife lab list\(labs)", "the exercises and your progress"),
                    ("applife lab check \(name)\(labs)", "check your file (exit 0 when every check passes)"),
                    ("applife lab watch \(name)\(labs)", "check again on every save"),
                    ("applife lab hint \(name)\(labs)", "the next hint"),
                ])
                + "\n\nEach task is in `tasks/`. Its hints are there too (`tasks/NAME.hints.md`), but try\n"
                + "`applife lab hint` first: one hint at a time teaches more."
        },
        packExercise: "exercise",
        packTask: "task",
        packHintsNote: "Try `applife lab hint` first: it shows one hint at a time.")
}
