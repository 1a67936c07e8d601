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
/// records name the student's file and line. It is compiled once and run with
/// globals of its own for each place that asks for it:
/// - the checks' own code (the main chunk, a scenario, an invariant): once per
///   state, on the first call; later calls return the same values;
/// - app code (`app{ main = function() return student().main(editor) end }`): anew
///   in each process of the app, on its first call there, as iOS runs an app's code
///   anew in every process; its file-level locals are that process's memory;
/// - `student(app)`: what the app's running process got (nil when it does not run
///   or never asked), so the checks can read the module of the process that runs.
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
                    .function(runningProcess()),
                    .function(processOfApp()),
                    .function(ownEnvironment()),
                ])
            guard case .reference(let function)? = results.first, function.type == .function else {
                let message = results.count > 1 ? results[1].stringValue ?? "syntax error" : "syntax error"
                let location = LuaError.location(in: message)
                throw LuaError(kind: .syntax, message: message, file: location?.file, line: location?.line)
            }
            noteSource(LuaSource(bytes: module.source).bytes, chunk: "@" + module.path)
            try state.setGlobal(module.function, .reference(function))
        }
    }

    /// `running()`: the app whose code runs now and its process's identity; nothing outside
    /// app code.
    private func runningProcess() -> LuaFunction {
        LuaFunction("running") { [unowned self] call in
            guard let app = run.currentApp, let process = device.processIdentity(of: app) else { return .none }
            return try call.returning(.string(LuaString(device.name(of: app))), .integer(Int64(process)))
        }
    }

    /// `process_of(app)`: the app and its running process's identity; nothing when it does
    /// not run.
    private func processOfApp() -> LuaFunction {
        LuaFunction("student") { [unowned self] call in
            let handle = try appArgument(call, 1)
            guard let process = device.processIdentity(of: handle.id) else { return .none }
            return try call.returning(.string(LuaString(handle.name)), .integer(Int64(process)))
        }
    }

    /// `own_environment(chunk, env)`: the chunk's globals are `env` from now on (earlier
    /// runs' functions keep theirs).
    private func ownEnvironment() -> LuaFunction {
        LuaFunction("own_environment") { [unowned self] call in
            guard case .reference(let chunk) = try call.value(1), case .reference(let environment) = try call.value(2)
            else { throw LuaHostError.message("own_environment: a function and a table expected") }
            try state.giveOwnEnvironment(to: chunk, environment)
            return .none
        }
    }

    /// Compiles a module in an environment of its own; returns its getter, or nil and the
    /// syntax error. The getter runs the chunk with fresh globals: once for the checks' own
    /// code, once per process for app code (see ``ScriptModule``); with `needsTable`, a run
    /// that returns no table is an error that says so.
    static let moduleWrapper = """
        local source, chunkname, needsTable, running, process_of, own_environment = ...
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
        visible.scenario = function()
          error("scenario() is for the check file, not the file under test", 2)
        end
        -- writes land in the run's globals; in app code they warn like the checks' globals do
        local newindex = (getmetatable(G) or {}).__newindex

        -- Globals of one run of the file: its _G and load are its own.
        local function environment()
          local own = setmetatable({}, { __index = visible })
          local env = setmetatable({}, { __index = own, __newindex = newindex, __metatable = false })
          own._G = env
          own.load = function(chunk, name, mode, ...)
            if select("#", ...) == 0 then return load(chunk, name, mode, env) end
            return load(chunk, name, mode, ...)
          end
          return env
        end

        local chunk, problem = load(source, chunkname, "t", environment())
        if not chunk then return nil, problem end

        local function run()
          own_environment(chunk, environment())
          local results = pack(chunk())
          if needsTable and type(results[1]) ~= "table" then
            local got = results.n == 0 and "nothing" or "a " .. type(results[1])
            error(chunkname:sub(2) .. ":1: the file returned " .. got .. ", but it must return a table: keep the "
              .. "starter's last line, `return M` (or the table of answers)", 0)
          end
          return results
        end

        local once                  -- the checks' own run
        local processes = {}        -- by app: { id = its process, results = what that process's run returned }
        return function(...)
          if select("#", ...) > 0 then
            local app, id = process_of((...))
            local slot = app and processes[app]
            if slot and slot.id == id then return unpack(slot.results, 1, slot.results.n) end
            return nil
          end
          local app, id = running()
          if app == nil then
            once = once or run()
            return unpack(once, 1, once.n)
          end
          local slot = processes[app]
          if not slot or slot.id ~= id then
            slot = { id = id, results = run() }
            processes[app] = slot
          end
          return unpack(slot.results, 1, slot.results.n)
        end
        """
}
