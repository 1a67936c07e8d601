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
    ///
    /// A module is the file under test (a student's), so it gets globals of
    /// its own: the standard library and the API as they are before the
    /// checks run, each library table behind a read-only proxy, `_G` and
    /// `load` bound to its own globals, no `scenario`. It cannot reach the
    /// checks' globals: `expect.equal = function() end` fails there instead
    /// of making every check pass.
    func installModules() throws {
        guard !options.modules.isEmpty else { return }
        let wrap = try state.loadHostChunk(Self.moduleWrapper, name: "=[applife]")
        for module in options.modules {
            let results = try state.call(
                .reference(wrap),
                arguments: [
                    .string(LuaString(bytes: LuaSource(bytes: module.source).bytes)),
                    .string(LuaString("@" + module.path)),
                    .boolean(module.returnsTable),
                ])
            guard case .reference(let function)? = results.first, function.type == .function else {
                let message = results.count > 1 ? results[1].stringValue ?? "syntax error" : "syntax error"
                let location = LuaError.location(in: message)
                throw LuaError(kind: .syntax, message: message, file: location?.file, line: location?.line)
            }
            try state.setGlobal(module.function, .reference(function))
        }
    }

    /// Compiles a module in an environment of its own; returns its getter
    /// (the chunk runs on the first call; later calls return the same
    /// values, or, with `needsTable`, an error saying the file returned no table),
    /// or nil and the syntax error.
    static let moduleWrapper = """
        local source, chunkname, needsTable = ...
        local G, load, setmetatable, getmetatable, error, next, type, tostring, select, pack, unpack =
          _G, load, setmetatable, getmetatable, error, next, type, tostring, select, table.pack, table.unpack

        local function readonly(name, library)
          return setmetatable({}, {
            __index = library,
            __newindex = function(_, key)
              error(name .. " is read-only in the file under test (" .. name .. "." .. tostring(key)
                .. " cannot be set)", 2)
            end,
            __pairs = function() return next, library, nil end,
            __metatable = false,
          })
        end

        local visible = {}
        for key, value in next, G do
          visible[key] = type(value) == "table" and readonly(tostring(key), value) or value
        end
        local env = setmetatable({}, {
          __index = visible,
          -- writes land in env; in app code they warn like the checks' globals do
          __newindex = (getmetatable(G) or {}).__newindex,
          __metatable = false,
        })
        visible._G = env
        visible.load = function(chunk, name, mode, ...)
          if select("#", ...) == 0 then return load(chunk, name, mode, env) end
          return load(chunk, name, mode, ...)
        end
        visible.scenario = function()
          error("scenario() is for the check file, not the file under test", 2)
        end

        local chunk, problem = load(source, chunkname, "t", env)
        if not chunk then return nil, problem end
        local done, results = false, nil
        return function()
          if not done then
            results = pack(chunk())
            done = true
          end
          if needsTable and type(results[1]) ~= "table" then
            local got = results.n == 0 and "nothing" or "a " .. type(results[1])
            error(chunkname:sub(2) .. ":1: the file returned " .. got .. ", but it must return a table: keep the "
              .. "starter's last line, `return M` (or the table of answers)", 0)
          end
          return unpack(results, 1, results.n)
        end
        """
}
