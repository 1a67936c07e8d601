import LuaHost

/// A Lua file that a scenario file reaches through a global function, loaded
/// in the scenario's own sandboxed state: a lab check calls `student()` to get
/// what the student's file returned.
///
///     var options = RunOptions()
///     options.modules = [ScriptModule(function: "student", path: "work/launch-order.lua", source: bytes)]
///     try ScenarioRunner.run(path: "labs/launch-order/checks.lua", source: checks, options: options)
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
    /// The file must return a table (a lab's module or answers): anything else is an error
    /// that says so, instead of an "attempt to index a nil value" in the checks.
    public var returnsTable: Bool

    public init(function: String, path: String, source: [UInt8], returnsTable: Bool = false) {
        self.function = function
        self.path = path
        self.source = source
        self.returnsTable = returnsTable
    }
}

extension ScriptSession {
    /// Defines each module's global function. A syntax error in a module is
    /// reported when it is defined, with the module's file:line.
    func installModules() throws {
        guard !options.modules.isEmpty else { return }
        let wrap = try state.load(
            LuaSource(text: """
                local chunk, path, needsTable = ...
                local done, results = false, nil
                return function()
                  if not done then
                    results = table.pack(chunk())
                    done = true
                  end
                  if needsTable and type(results[1]) ~= "table" then
                    local got = results.n == 0 and "nothing" or "a " .. type(results[1])
                    error(path .. ":1: the file returned " .. got .. ", but it must return a table: keep the "
                      .. "starter's last line, `return M` (or the table of answers)", 0)
                  end
                  return table.unpack(results, 1, results.n)
                end
                """),
            name: "=[applife]")
        for module in options.modules {
            let chunk = try state.load(LuaSource(bytes: module.source), name: "@" + module.path)
            let function = try state.call(
                .reference(wrap),
                arguments: [.reference(chunk), .string(LuaString(module.path)), .boolean(module.returnsTable)])
            try state.setGlobal(module.function, function.first ?? .nil)
        }
    }
}
