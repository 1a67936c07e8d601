import Foundation

/// The classroom figures: `lab grade --jobs 2` over a class of 200 submissions of one lab,
/// beside `xargs -P 2` running the same children (`applife lab run-one`, with the arguments
/// `lab grade` gives them) in the same run; and what one looping submission costs.
struct ClassroomBenchmarks {
    let applife: String
    let root: String
    let scratch: String

    static let lab = "background-task"
    static let students = 200

    /// A class of `students`: solutions and starters in turn, each under its own name.
    func makeClass() -> (submissions: String, list: String) {
        let submissions = "\(scratch)/class", work = "\(scratch)/class-xargs"
        mkdir(submissions, 0o755)
        mkdir(work, 0o755)
        var list = ""
        for i in 0..<Self.students {
            let name = "s" + String(1000 + i).dropFirst()
            let file = "\(root)/labs/\(Self.lab)/\(i % 2 == 0 ? "solution" : "starter").lua"
            _ = ChildRun.run(["cp", file, "\(submissions)/\(name).lua"])
            mkdir("\(work)/\(name)", 0o755)
            _ = ChildRun.run(["cp", file, "\(work)/\(name)/\(name).lua"])
            list += "\(work)/\(name)\n"
        }
        let listPath = "\(scratch)/class.txt"
        if let f = fopen(listPath, "w") {
            fputs(list, f)
            fclose(f)
        }
        return (submissions, listPath)
    }

    /// 200 submissions, `--jobs 2`, medians of 5 paired runs.
    func grading() -> [Figure] {
        let (submissions, listPath) = makeClass()
        let child =
            "cd \"$0\" && exec \(applife) lab run-one \"$(basename \"$0\").lua\" --lab \(Self.lab) --labs \(root)/labs "
            + "--timeout 2.0 --cpu-seconds 10 --memory-limit 512 --lang en > .result.json"
        let (grade, xargs) = ChildRun.paired(
            [
                applife, "lab", "grade", submissions, "--lab", Self.lab, "--labs", "\(root)/labs", "--jobs", "2",
                "--json", "\(scratch)/class.json", "--junit", "\(scratch)/class.xml",
            ],
            ["xargs", "-P", "2", "-a", listPath, "-n", "1", "sh", "-c", child], runs: 5)
        let wallRatio = grade.wall / xargs.wall, cpuRatio = grade.cpu / xargs.cpu
        return [
            Figure(
                name: "classroom: lab grade --jobs 2, \(Self.students) subs",
                text:
                    "\(fixed(grade.wall, 2)) s wall, \(fixed(grade.cpu, 2)) s CPU (\(fixed(grade.wall / Double(Self.students) * 1000, 1)) ms "
                    + "a submission); anchor xargs -P 2 of the same children \(fixed(xargs.wall, 2)) s wall, \(fixed(xargs.cpu, 2)) s CPU; "
                    + "ratio \(fixed(wallRatio)) wall, \(fixed(cpuRatio)) CPU (bar <= 1.1)",
                ok: wallRatio <= 1.1 && grade.status == 0)
        ]
    }

    /// One submission that loops in a callback: stopped by its Lua deadline (2 s), not by the
    /// CPU limit (10 s), and its report names the line.
    func looping() -> [Figure] {
        let folder = "\(scratch)/looping"
        mkdir(folder, 0o755)
        let source = """
            local M = { save_seconds = 10, saved = false }
            M.delegate = {
              didEnterBackground = function(application)
                while true do M.saved = false end
              end,
            }
            return M

            """
        if let f = fopen("\(folder)/erin.lua", "w") {
            fputs(source, f)
            fclose(f)
        }
        let json = "\(scratch)/looping.json"
        let run = ChildRun.run([
            applife, "lab", "grade", folder, "--lab", Self.lab, "--labs", "\(root)/labs", "--json", json,
        ])
        let report = (try? String(contentsOfFile: json, encoding: .utf8)) ?? ""
        let named = report.contains("\"message\" : \"error: time limit at erin.lua:4\"")
        return [
            Figure(
                name: "classroom: one looping submission",
                text:
                    "\(fixed(run.wall, 2)) s wall, \(fixed(run.cpu, 2)) s CPU (the Lua deadline is 2 s, the CPU limit 10 s); "
                    + (named ? "reported as error: time limit at erin.lua:4" : "its line is NOT in the report"),
                ok: named && run.wall < 10)
        ]
    }
}
