import AppLifeCLI
import ArgumentParser

@main
struct Applife: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "applife",
        abstract: "Learn, explore and test the iOS application life cycle without a Mac.",
        version: AppLifeVersion.description,
        subcommands: [Run.self]
    )
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run a Lua script in the sandbox.")

    @Argument(help: "The script to run.") var file: String
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
        let code = ScriptRun.run(path: file, limits: limits)
        if code != 0 { throw ExitCode(code) }
    }
}
