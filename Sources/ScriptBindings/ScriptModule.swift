import LuaHost

/// A Lua file that a scenario file reaches through a global function, loaded
/// in the scenario's own sandboxed state: a lab check calls `student()` to get
/// what the student's file returned.
///
///     var options = RunOptions()
///     options.modules = [ScriptModule(function: "student", path: "work/launch-order.lua", source: bytes)]
///     ScenarioRunner.run(path: "labs/launch-order/checks.lua", source: checks, options: options)
///
/// The file is compiled with the chunk name `@path`, so its errors and crash
/// records name the student's file and line. It runs once per state, on the
/// first call; later calls return the same values.
public struct ScriptModule: Sendable {
    /// The global function that returns the file's results.
    public var function: String
    /// The path shown in errors (`path:line: message`).
    public var path: String
    public var source: [UInt8]

    public init(function: String, path: String, source: [UInt8]) {
        self.function = function
        self.path = path
        self.source = source
    }
}

extension ScriptSession {
    /// Defines each module's global function. A syntax error in a module is
    /// reported when it is defined, with the module's file:line.
    func installModules() throws {
        guard !options.modules.isEmpty else { return }
        let wrap = try state.load(
            LuaSource(text: """
                local chunk = ...
                local done, results = false, nil
                return function()
                  if not done then
                    results = table.pack(chunk())
                    done = true
                  end
                  return table.unpack(results, 1, results.n)
                end
                """),
            name: "=[applife]")
        for module in options.modules {
            let chunk = try state.load(LuaSource(bytes: module.source), name: "@" + module.path)
            let function = try state.call(.reference(wrap), arguments: [.reference(chunk)])
            try state.setGlobal(module.function, function.first ?? .nil)
        }
    }
}
