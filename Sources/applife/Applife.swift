import AppLifeCLI
import ArgumentParser

@main
struct Applife: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "applife",
        abstract: "Learn, explore and test the iOS application life cycle without a Mac.",
        version: AppLifeVersion.description,
        subcommands: [Run.self, Lab.self]
    )
}

extension RunSettings.TraceFormat: ExpressibleByArgument {}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run every scenario of a Lua file and print the traces.",
        discussion: "Exit status: 0 all scenarios passed, 1 an expectation failed, 2 a script error or bad usage.")

    @Argument(help: "The scenario file to run.") var file: String
    @Option(help: "Trace format: text, jsonl or none.") var trace: RunSettings.TraceFormat = .text
    @Option(help: "Write the trace to this file instead of stdout.") var out: String?
    @Option(help: "iOS version of the device profile (default: the file's device{} or 17).") var ios: Int?
    @Option(help: "Run only scenarios whose name contains this.") var filter: String?
    @Option(help: "Write JUnit XML (one testcase per scenario) to this file.") var junit: String?
    @Option(help: "Wall-clock seconds before the script is stopped (0: no limit).") var timeout: Double = 10
    @Option(name: .customLong("memory-limit"), help: "Lua memory ceiling in MB (0: no limit).") var memoryLimit: Int = 512
    @Option(name: .customLong("max-instructions"), help: "Stop after this many Lua instructions.") var maxInstructions: Int64?
    @Option(help: "Seed of math.random.") var seed: Int64 = 0

    func run() throws {
        var limits = RunLimits()
        limits.timeout = timeout
        limits.memoryMegabytes = memoryLimit
        limits.maxInstructions = maxInstructions
        limits.seed = seed
        var settings = RunSettings()
        settings.trace = trace
        settings.outPath = out
        settings.ios = ios
        settings.filter = filter
        settings.junitPath = junit
        let code = ScriptRun.run(path: file, limits: limits, settings: settings)
        if code != 0 { throw ExitCode(code) }
    }
}
