import Foundation
import LuaHost

// `applife-bench` runs every benchmark; `applife-bench pictures` only the pictures';
// `applife-bench bars` the quality bars, each beside its anchor (with the host and engine
// bars); `applife-bench explore` only the exploration bar; `applife-bench classroom` the
// grading of a class. scripts/bench builds what they need and runs `bars` (or the command
// given as its argument). Runs on a large-stack
// thread, like applife itself. The engine figures come first: the peak-RSS reading
// must not include the host benchmarks' memory.
let command = CommandLine.arguments.dropFirst().first ?? "all"
if command == "trace", CommandLine.arguments.count == 4 {  // the child of the big-trace figure
    exit(BarBenchmarks.traceChild(CommandLine.arguments[2], CommandLine.arguments[3]))
}
guard ["all", "pictures", "bars", "explore", "classroom"].contains(command) else {
    print("usage: applife-bench [all | pictures | bars | explore | classroom]")
    exit(2)
}
if command == "explore" {
    let environment = ProcessInfo.processInfo.environment
    let root = environment["APPLIFE_ROOT"] ?? ".."
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("applife-bench-\(getpid())").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    let bars = BarBenchmarks(
        applife: environment["APPLIFE_BIN"] ?? "\(root)/.build/release/applife", hello: "",
        inputs: "\(root)/Benchmarks/inputs", root: root, scratch: scratch)
    for executable in [bars.applife, "lua5.4"] { readAsInstalled(executable) }
    print("exploration (release build; CPU ratio to an anchor measured in this run)")
    for figure in bars.explore() { print(figure.line) }
    try? FileManager.default.removeItem(atPath: scratch)
    exit(0)
}
if command == "classroom" {
    let environment = ProcessInfo.processInfo.environment
    let root = environment["APPLIFE_ROOT"] ?? ".."
    let applife = environment["APPLIFE_BIN"] ?? "\(root)/.build/release/applife"
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("applife-bench-\(getpid())").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    readAsInstalled(applife)
    let classroom = ClassroomBenchmarks(applife: applife, root: root, scratch: scratch)
    print("classroom (release build; each anchor measured in this run)")
    for figure in classroom.grading() + classroom.looping() { print(figure.line) }
    try? FileManager.default.removeItem(atPath: scratch)
    exit(0)
}
let startupMegabytes = EngineBenchmarks.peakResidentMegabytes()
let engine = command == "pictures" ? [] : try LuaThread.run { try EngineBenchmarks.run() }
let measurements = command == "pictures" ? [] : try LuaThread.run { try HostBenchmarks.run() }
let pictures = command == "bars" ? [] : try LuaThread.run { try PictureBenchmarks.run() }
print("applife benchmarks (release build)")
if command == "bars" {
    let environment = ProcessInfo.processInfo.environment
    let root = environment["APPLIFE_ROOT"] ?? ".."
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("applife-bench-\(getpid())").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let issue = BarBenchmarks(
        applife: environment["APPLIFE_BIN"] ?? "\(root)/.build/release/applife",
        hello: environment["HELLO_BIN"] ?? ".build/release/hello-foundation",
        inputs: "\(root)/Benchmarks/inputs", root: root, scratch: scratch)
    print("quality bars (ratios of CPU seconds unless marked; each anchor measured in this run)")
    for executable in [issue.applife, issue.hello, "lua5.4"] { readAsInstalled(executable) }
    print(issue.timerStorm().line)
    print(issue.compute().line)
    print(issue.timeline().line)
    for figure in issue.startup() { print(figure.line) }
    for figure in issue.bigTrace() { print(figure.line) }
    for figure in try issue.scale() { print(figure.line) }
    for figure in issue.grading() { print(figure.line) }
    for figure in issue.explore() { print(figure.line) }
    print("7 host-call bars and the engine benchmark:")
}
for measurement in measurements { print(measurement.line) }
for line in engine { print(line) }
for line in pictures { print(line) }
print(String(format: "(process peak RSS at start of main: %.1f MB)", startupMegabytes))
