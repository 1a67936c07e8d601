import Foundation

/// One run of a child process: wall seconds, CPU seconds (user + system) and peak
/// resident memory, from `wait4`, so the figures are the child's own.
struct ChildRun {
    var wall: Double
    var cpu: Double
    var peakMiB: Double
    var status: Int32

    /// Runs `arguments[0]` (a path, or a name looked up on PATH) with stdout and
    /// stderr sent to /dev/null, or stdout to `stdout` when given. The peak memory comes
    /// from GNU time around the child: a child spawned from this process directly would
    /// report this process's own peak (the high-water mark survives exec).
    static func run(_ arguments: [String], stdout: String? = nil) -> ChildRun {
        let peakFile = "/tmp/applife-bench-peak-\(getpid())"
        var run = spawn(["/usr/bin/time", "-f", "%M", "-o", peakFile] + arguments, stdout: stdout)
        if let file = fopen(peakFile, "r") {
            var line = [CChar](repeating: 0, count: 64)
            if fgets(&line, Int32(line.count), file) != nil,
                let kilobytes = Int(
                    String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                        .trimmingCharacters(in: .whitespacesAndNewlines))
            {
                run.peakMiB = Double(kilobytes) / 1024
            }
            fclose(file)
        }
        unlink(peakFile)
        return run
    }

    private static func spawn(_ arguments: [String], stdout: String?) -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
            fatalError("cannot start \(arguments[0])")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = clock.now - start
        let cpu =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return ChildRun(wall: seconds(elapsed), cpu: cpu, peakMiB: Double(usage.ru_maxrss) / 1024, status: status)
    }

    /// `runs` paired runs of a program and its anchor, alternating so both see the same
    /// load; medians of each figure.
    static func paired(_ subject: [String], _ anchor: [String], runs: Int, stdout: String? = nil) -> (
        subject: ChildRun, anchor: ChildRun
    ) {
        var subjects: [ChildRun] = []
        var anchors: [ChildRun] = []
        for _ in 0..<runs {
            subjects.append(run(subject, stdout: stdout))
            anchors.append(run(anchor))
        }
        return (median(subjects), median(anchors))
    }

    static func median(_ runs: [ChildRun]) -> ChildRun {
        func mid(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return ChildRun(
            wall: mid(runs.map(\.wall)), cpu: mid(runs.map(\.cpu)), peakMiB: mid(runs.map(\.peakMiB)),
            status: runs.map(\.status).max() ?? 0)
    }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// One quality bar's figure: value, anchor, ratio and whether the bar is met.
struct Figure {
    let name: String
    let text: String
    let ok: Bool?

    var line: String {
        let verdict = ok.map { $0 ? "  ok" : "  NOT MET" } ?? ""
        return name.padding(toLength: 44, withPad: " ", startingAt: 0) + " " + text + verdict
    }
}

func fixed(_ value: Double, _ digits: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    var fraction = String(abs(scaled) % Int(scale))
    while fraction.count < digits { fraction = "0" + fraction }
    return digits == 0 ? "\(whole)" : "\(scaled < 0 && whole == 0 ? "-" : "")\(whole).\(fraction)"
}

/// Writes an executable's cached pages back and drops them, so its next run reads it from
/// disk the way an installed binary is read. The page cache of a file the linker has just
/// written holds it in large folios, which a page fault maps whole: the same `applife`
/// then peaks up to 4 MiB higher (19.4 MiB freshly linked, 15.3 MiB once read back), for
/// reasons that have nothing to do with the program. `name` may be looked up on PATH.
func readAsInstalled(_ name: String) {
    let candidates = name.contains("/") ? [name] : ["/usr/local/bin/\(name)", "/usr/bin/\(name)", "/bin/\(name)"]
    guard let path = candidates.first(where: { access($0, X_OK) == 0 }) else { return }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fdatasync(descriptor)
    posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
    close(descriptor)
}
