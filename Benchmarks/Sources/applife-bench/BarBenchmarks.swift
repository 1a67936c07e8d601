import AppLifeCLI
import Glibc
import LuaHost

/// The quality bars, each beside an anchor measured in the same run: child
/// processes of the release `applife`, `lua5.4` and a Foundation hello world. Ratios
/// use CPU seconds (user + system), which a loaded machine disturbs less than wall time.
struct BarBenchmarks {
    let applife: String
    let hello: String
    let inputs: String
    let root: String
    let scratch: String

    func timerStorm() -> Figure {
        let (storm, plain) = ChildRun.paired(
            [applife, "run", "\(inputs)/timer-storm.lua"], ["lua5.4", "\(inputs)/timer-storm-plain.lua"], runs: 7)
        let ratio = storm.cpu / plain.cpu
        return Figure(
            name: "1 timer storm, 10^6 ticks",
            text:
                "\(fixed(storm.cpu)) s CPU; anchor lua5.4 heap loop \(fixed(plain.cpu)) s; ratio \(fixed(ratio)) (bar <= 0.5)",
            ok: ratio <= 0.5 && storm.status == 0)
    }

    func compute() -> Figure {
        let (scenario, plain) = ChildRun.paired(
            [applife, "run", "\(inputs)/compute.lua"], ["lua5.4", "\(inputs)/compute-plain.lua"], runs: 3)
        let ratio = scenario.cpu / plain.cpu
        return Figure(
            name: "2 compute-bound Lua in a scenario",
            text:
                "\(fixed(scenario.cpu)) s CPU (default limits); anchor lua5.4 \(fixed(plain.cpu)) s; ratio \(fixed(ratio)) (bar <= 1.1)",
            ok: ratio <= 1.1 && scenario.status == 0)
    }

    /// A print-heavy, loop-heavy scenario with 20,000 timer ticks, beside plain Lua doing the
    /// same prints and loop.
    func timeline() -> Figure {
        let (scenario, plain) = ChildRun.paired(
            [applife, "run", "--trace", "none", "\(inputs)/timeline.lua"], ["lua5.4", "\(inputs)/timeline-plain.lua"],
            runs: 5)
        let ratio = scenario.cpu / plain.cpu
        return Figure(
            name: "  timeline: 20,000 prints, a 5e6 loop, 20,000 ticks",
            text:
                "\(fixed(scenario.cpu)) s CPU; anchor lua5.4 prints and loop \(fixed(plain.cpu)) s; ratio \(fixed(ratio))",
            ok: scenario.status == 0)
    }

    func startup() -> [Figure] {
        var runs: [ChildRun] = [], luas: [ChildRun] = [], hellos: [ChildRun] = []
        for executable in [applife, hello, "lua5.4"] { readAsInstalled(executable) }
        // One run of each first: the figures are of a binary already read, as is usual.
        _ = ChildRun.run([applife, "run", "\(root)/examples/hello.lua"])
        _ = ChildRun.run(["lua5.4", "-e", "print(1)"])
        _ = ChildRun.run([hello])
        for _ in 0..<21 {
            runs.append(ChildRun.run([applife, "run", "\(root)/examples/hello.lua"]))
            luas.append(ChildRun.run(["lua5.4", "-e", "print(1)"]))
            hellos.append(ChildRun.run([hello]))
        }
        let run = ChildRun.median(runs), lua = ChildRun.median(luas), swift = ChildRun.median(hellos)
        let ms = run.wall * 1000
        return [
            Figure(
                name: "3 applife run examples/hello.lua",
                text: "\(fixed(ms, 1)) ms wall median of 21 (bar <= 10 ms), \(fixed(run.cpu * 1000, 1)) ms CPU, "
                    + "\(fixed(run.peakMiB, 1)) MiB peak (bar <= 16 MiB)",
                ok: ms <= 10 && run.peakMiB <= 16),
            Figure(
                name: "  anchor: lua5.4 -e 'print(1)'",
                text:
                    "\(fixed(lua.wall * 1000, 1)) ms, \(fixed(lua.peakMiB, 1)) MiB; ratio \(fixed(run.wall / lua.wall))",
                ok: nil),
            Figure(
                name: "  anchor: Swift hello world (Foundation)",
                text:
                    "\(fixed(swift.wall * 1000, 1)) ms, \(fixed(swift.peakMiB, 1)) MiB; ratio \(fixed(run.wall / swift.wall))",
                ok: nil),
        ]
    }

    /// `run --trace jsonl --out` of 10^6 records. The default output limit (8 MB of record
    /// text) stops a run long before that, so this runs `ScriptRun.run` (what `applife run`
    /// calls) in a child of this benchmark with the limit raised: `applife-bench trace FILE OUT`.
    func bigTrace() -> [Figure] {
        let out = "\(scratch)/trace.jsonl"
        let me = CommandLine.arguments[0]
        let storm = ChildRun.run([me, "trace", "\(inputs)/trace-storm.lua", out])
        var lines = 0
        if let file = fopen(out, "r") {
            var buffer = [CChar](repeating: 0, count: 1 << 16)
            while fgets(&buffer, Int32(buffer.count), file) != nil { lines += 1 }
            fclose(file)
        }
        let empty = ChildRun.run([me, "trace", "\(inputs)/empty.lua", out])
        let above = storm.peakMiB - empty.peakMiB
        return [
            Figure(
                name: "4 --trace jsonl --out, \(lines) lines",
                text: "\(fixed(storm.peakMiB, 1)) MiB peak, \(fixed(above, 1)) MiB above the empty run (bar < 64 MiB); "
                    + "\(fixed(storm.cpu)) s CPU",
                ok: above < 64 && storm.status == 0),
            Figure(name: "  anchor: the empty run", text: "\(fixed(empty.peakMiB, 1)) MiB peak", ok: nil),
        ]
    }

    /// The child of ``bigTrace()``: `applife run FILE --timeout 0 --trace jsonl --out OUT`
    /// with an output limit of 1 GB. Returns its exit status.
    static func traceChild(_ file: String, _ out: String) -> Int32 {
        var limits = RunLimits()
        limits.timeout = 0
        limits.outputBytes = 1 << 30
        var settings = RunSettings()
        settings.trace = .jsonl
        settings.outPath = out
        return ScriptRun.run(path: file, limits: limits, settings: settings)
    }

    /// Per-app CPU of declaring and launching N apps, the empty file's cost taken off.
    func scale() throws -> [Figure] {
        func file(_ apps: Int) throws -> String {
            var text = "local apps = {}\n"
            for i in 0..<apps {
                text += "apps[\(i)] = app { name = \"App\(i)\", delegate = {} }\nuser.tap(apps[\(i)])\n"
            }
            let path = "\(scratch)/apps-\(apps).lua"
            guard let f = fopen(path, "w") else { fatalError("cannot write \(path)") }
            fputs(text, f)
            fclose(f)
            return path
        }
        let empty = try file(0), ten = try file(10), thousand = try file(1000)
        guard ChildRun.run([applife, "run", thousand]).status == 0 else { fatalError("\(thousand) does not pass") }
        func cpu(_ path: String, _ runs: Int) -> Double {
            ChildRun.median((0..<runs).map { _ in ChildRun.run([applife, "run", path]) }).cpu
        }
        var small: [Double] = [], large: [Double] = []
        for _ in 0..<5 {
            let base = cpu(empty, 5)
            small.append(max(0, cpu(ten, 5) - base) / 10)
            large.append(max(0, cpu(thousand, 1) - base) / 1000)
        }
        let perSmall = small.sorted()[2], perLarge = large.sorted()[2]
        let ratio = perLarge / max(perSmall, 1e-9)
        // Fresh sandboxed states, as explore and grading make them, against trusted ones.
        let states = 200
        let clock = ContinuousClock()
        let sandboxed = seconds(clock.measure { for _ in 0..<states { _ = try? LuaState(sandbox: LuaSandbox()) } })
        let plain = seconds(clock.measure { for _ in 0..<states { _ = try? LuaState(sandbox: nil) } })
        return [
            Figure(
                name: "5 1000 apps vs 10 apps, per app",
                text: "\(fixed(perLarge * 1e6, 0)) us vs \(fixed(perSmall * 1e6, 0)) us per app (declare + tap); "
                    + "ratio \(fixed(ratio)) (bar <= 2)",
                ok: ratio <= 2),
            Figure(
                name: "  a fresh sandboxed Lua state",
                text:
                    "\(fixed(sandboxed / Double(states) * 1e6, 0)) us; anchor: a state with the plain standard library "
                    + "\(fixed(plain / Double(states) * 1e6, 0)) us; ratio \(fixed(sandboxed / plain))",
                ok: nil),
        ]
    }

    /// `applife explore` of 10,000 random walks of 20 steps over the two-app example with
    /// `--jobs 1`, beside plain Lua adding 2e8 numbers (bar: 3 times its CPU), and the
    /// wall-clock speed-up of `--jobs 2` (bar: 1.7, which needs two idle cores). Five rounds
    /// of the three, one after the other; each figure is the median of the rounds' ratios,
    /// so a load that comes and goes moves both sides of a ratio alike.
    func explore(runs: Int = 10_000, rounds: Int = 5) -> [Figure] {
        let file = "\(root)/examples/explore-two-apps.lua"
        func explore(jobs: Int) -> [String] {
            [
                applife, "explore", file, "--runs", "\(runs)", "--depth", "20", "--strategy", "random",
                "--jobs", "\(jobs)", "--out", "\(scratch)/explore",
            ]
        }
        var ones: [ChildRun] = [], twos: [ChildRun] = [], plains: [ChildRun] = []
        for _ in 0..<rounds {
            ones.append(ChildRun.run(explore(jobs: 1)))
            plains.append(ChildRun.run(["lua5.4", "\(inputs)/explore-plain.lua"]))
            twos.append(ChildRun.run(explore(jobs: 2)))
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let ratio = median(zip(ones, plains).map { $0.cpu / $1.cpu })
        let speedUp = median(zip(ones, twos).map { $0.wall / $1.wall })
        let one = ChildRun.median(ones), two = ChildRun.median(twos), plain = ChildRun.median(plains)
        let status = max(one.status, two.status)
        return [
            Figure(
                name: "8 explore \(runs) walks x 20 steps, --jobs 1",
                text: "\(fixed(one.cpu)) s CPU; anchor lua5.4 adding 2e8 numbers \(fixed(plain.cpu)) s; ratio "
                    + "\(fixed(ratio)) (bar <= 3)",
                ok: ratio <= 3 && status == 0),
            Figure(
                name: "  explore --jobs 2",
                text: "\(fixed(two.wall)) s wall, \(fixed(two.cpu)) s CPU; --jobs 1 \(fixed(one.wall)) s wall; "
                    + "speed-up \(fixed(speedUp)) (bar >= 1.7 on 2 idle cores)",
                ok: speedUp >= 1.7 && status == 0),
        ]
    }

    /// `lab grade --jobs 2` over 16 copies of a lab's solution, against the same
    /// children run two at a time by `xargs -P 2`; medians of 15 paired runs.
    func grading() -> [Figure] {
        let lab = "launch-order", students = 16
        let submissions = "\(scratch)/submissions"
        mkdir(submissions, 0o755)
        let work = "\(scratch)/xargs"
        mkdir(work, 0o755)
        var list = ""
        for i in 0..<students {
            let name = "s\(i < 10 ? "0" : "")\(i)"
            _ = ChildRun.run(["cp", "\(root)/labs/\(lab)/solution.lua", "\(submissions)/\(name).lua"])
            mkdir("\(work)/\(name)", 0o755)
            _ = ChildRun.run(["cp", "\(root)/labs/\(lab)/solution.lua", "\(work)/\(name)/\(lab).lua"])
            list += "\(work)/\(name)\n"
        }
        let listPath = "\(scratch)/children.txt"
        if let f = fopen(listPath, "w") {
            fputs(list, f)
            fclose(f)
        }
        let child =
            "cd \"$0\" && exec \(applife) lab run-one \(lab).lua --lab \(lab) --labs \(root)/labs "
            + "--timeout 2.0 --cpu-seconds 10 --memory-limit 512 --lang en > .result.json"
        let (grade, xargs) = ChildRun.paired(
            [
                applife, "lab", "grade", submissions, "--lab", lab, "--labs", "\(root)/labs", "--jobs", "2",
                "--json", "\(scratch)/results.json",
            ],
            ["xargs", "-P", "2", "-a", listPath, "-n", "1", "sh", "-c", child], runs: 15)
        let ratio = grade.wall / xargs.wall
        return [
            Figure(
                name: "6 lab grade --jobs 2, \(students) submissions",
                text:
                    "\(fixed(grade.wall * 1000, 1)) ms wall, \(fixed(grade.cpu * 1000, 0)) ms CPU; anchor xargs -P 2 of "
                    + "the same children \(fixed(xargs.wall * 1000, 1)) ms wall; ratio \(fixed(ratio)) (bar <= 1.1)",
                ok: ratio <= 1.1 && grade.status == 0)
        ]
    }
}
