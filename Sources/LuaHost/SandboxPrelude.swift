/// The Lua half of the sandbox. It runs once per state, before any script,
/// and keeps the originals it wraps as upvalues, out of scripts' reach.
enum SandboxPrelude {
    static let source = #"""
        local toolkit, host = ...
        local real_getmetatable, pcall = toolkit.getmetatable, toolkit.pcall
        local error, type, select, rawget, real_tostring = error, type, select, rawget, tostring
        local real_setmetatable, real_load, real_collectgarbage = setmetatable, load, collectgarbage
        local concat, gsub, tointeger = table.concat, string.gsub, math.tointeger
        local real_date, os_difftime = os.date, os.difftime
        local real_randomseed = math.randomseed
        local write, host_clock, host_time, seed = host.write, host.clock, host.time, host.seed

        -- A wrapper forwards to the real function under pcall and hands any
        -- error it raised on to the wrapper's caller (a tail call to this, so
        -- level 2 is the script's line): never "[sandbox]:12: ...".
        local function forwarded(ok, ...)
          if ok then return ... end
          local message = ...
          if type(message) ~= "string" then error(message, 0) end
          local own, count = gsub(message, "^%[sandbox%]:%d+: ", "", 1)
          if count == 0 then error(message, 0) end -- raised in the script's own code (a __tostring)
          error(own, 2)
        end
        -- Each calls the real function from a frame of its own, under the name
        -- Lua's messages use ('date', 'load'), for forwarded() to relocate.
        local call = {}
        do
          local date, load, collectgarbage, randomseed, tostring =
            real_date, real_load, real_collectgarbage, real_randomseed, real_tostring
          call.date = function(...) return date(...) end
          call.load = function(...) return load(...) end
          call.collectgarbage = function(...) return collectgarbage(...) end
          call.randomseed = function(...) return randomseed(...) end
          call.tostring = function(...) return tostring(...) end
        end

        local function unavailable(name, why)
          return function()
            error(name .. " is not available in the sandbox (" .. why .. ")", 2)
          end
        end

        local function unavailable_library(name, why)
          return real_setmetatable({}, {
            __index = function(_, key)
              error(name .. "." .. real_tostring(key) .. " is not available in the sandbox (" .. why .. ")", 2)
            end,
            __newindex = function() error(name .. " is read-only in the sandbox", 2) end,
            __metatable = false,
          })
        end

        -- Stable ids instead of addresses: same script, same output.
        local ids, next_id = real_setmetatable({}, { __mode = "k" }), 0
        local function stable_tostring(value)
          local kind = type(value)
          if kind == "table" or kind == "function" or kind == "thread" or kind == "userdata" then
            local mt = real_getmetatable(value)
            if mt ~= nil and rawget(mt, "__tostring") ~= nil then
              return forwarded(pcall(call.tostring, value))
            end
            local id = ids[value]
            if id == nil then
              next_id = next_id + 1
              id = next_id
              ids[value] = id
            end
            local name = mt ~= nil and rawget(mt, "__name")
            if type(name) ~= "string" then name = kind end
            return name .. ": #" .. id
          end
          return real_tostring(value)
        end
        function _G.tostring(...)
          if select("#", ...) == 0 then error("bad argument #1 to 'tostring' (value expected)", 2) end
          return stable_tostring((...))
        end

        function _G.print(...)
          local parts = {}
          for i = 1, select("#", ...) do
            parts[i] = stable_tostring((select(i, ...)))
          end
          write(concat(parts, "\t") .. "\n")
        end

        local function handled(_, ...) return false, ... end
        function _G.xpcall(f, handler, ...)
          if type(handler) ~= "function" then
            error("bad argument #2 to 'xpcall' (function expected, got " .. type(handler) .. ")", 2)
          end
          local function finish(ok, ...)
            if ok then return true, ... end
            return handled(pcall(handler, (...)))
          end
          return finish(pcall(f, ...))
        end

        -- Checks everything real_setmetatable would, so errors point at the
        -- script's line and name 'setmetatable', not this prelude.
        function _G.setmetatable(t, mt)
          if type(t) ~= "table" then
            error("bad argument #1 to 'setmetatable' (table expected, got " .. type(t) .. ")", 2)
          end
          if mt ~= nil and type(mt) ~= "table" then
            error("bad argument #2 to 'setmetatable' (nil or table expected)", 2)
          end
          if type(mt) == "table" and rawget(mt, "__gc") ~= nil then
            error("bad argument #2 to 'setmetatable' (__gc metamethods are not allowed in the sandbox)", 2)
          end
          local current = real_getmetatable(t)
          if current ~= nil and rawget(current, "__metatable") ~= nil then
            error("cannot change a protected metatable", 2)
          end
          return (real_setmetatable(t, mt))
        end

        function _G.load(chunk, chunkname, mode, ...)
          if select("#", ...) > 0 then return forwarded(pcall(call.load, chunk, chunkname, "t", ...)) end
          return forwarded(pcall(call.load, chunk, chunkname, "t"))
        end

        local allowed_gc = { collect = true, count = true, step = true, isrunning = true }
        function _G.collectgarbage(option, ...)
          option = option or "collect"
          if not allowed_gc[option] then
            error("bad argument #1 to 'collectgarbage' (option '" .. real_tostring(option)
              .. "' is not allowed in the sandbox)", 2)
          end
          return forwarded(pcall(call.collectgarbage, option, ...))
        end

        _G.dofile = unavailable("dofile", "scripts cannot read files")
        _G.loadfile = unavailable("loadfile", "scripts cannot read files")
        _G.require = unavailable("require", "scripts are self-contained")
        _G.io = unavailable_library("io", "scripts cannot read or write files")
        _G.debug = unavailable_library("debug", "it can break the host's guarantees")
        _G.package = unavailable_library("package", "scripts are self-contained")
        string.dump = unavailable("string.dump", "binary chunks are not allowed")

        real_randomseed(seed)
        function math.randomseed(...)
          if select("#", ...) == 0 then return real_randomseed(seed) end
          return forwarded(pcall(call.randomseed, ...))
        end

        -- Virtual, UTC time: no wall clock, no time zone.
        local function days_from_civil(y, m, d)
          y = m <= 2 and y - 1 or y
          local era = (y >= 0 and y or y - 399) // 400
          local yoe = y - era * 400
          local doy = (153 * (m + (m > 2 and -3 or 9)) + 2) // 5 + d - 1
          local doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
          return era * 146097 + doe - 719468
        end
        local function field(t, key, default)
          local value = t[key]
          if value == nil then
            if default == nil then error("field '" .. key .. "' missing in date table", 3) end
            return default
          end
          -- As os.time: an integral float (2^40) counts as an integer.
          value = type(value) == "number" and tointeger(value) or nil
          if value == nil then
            error("field '" .. key .. "' is not an integer", 3)
          end
          -- C's struct tm holds ints (os.time refuses more): this also keeps
          -- the arithmetic below far from integer overflow.
          if value < -0x7fffffff or value > 0x7fffffff then
            error("field '" .. key .. "' is out-of-bound", 3)
          end
          return value
        end
        local os_functions = {
          time = function(t)
            if t == nil then return host_time() end
            if type(t) ~= "table" then
              error("bad argument #1 to 'time' (table expected, got " .. type(t) .. ")", 2)
            end
            local year, month = field(t, "year"), field(t, "month")
            year, month = year + (month - 1) // 12, (month - 1) % 12 + 1
            local days = days_from_civil(year, month, 1) + field(t, "day") - 1
            return days * 86400 + field(t, "hour", 12) * 3600 + field(t, "min", 0) * 60 + field(t, "sec", 0)
          end,
          clock = function() return host_clock() end,
          date = function(format, t)
            format = format or "%c"
            if type(format) == "string" and format:sub(1, 1) ~= "!" then format = "!" .. format end
            return forwarded(pcall(call.date, format, t or host_time()))
          end,
          difftime = os_difftime,
        }
        _G.os = real_setmetatable(os_functions, {
          __index = function(_, key)
            error("os." .. real_tostring(key) .. " is not available in the sandbox (scripts get virtual time only)", 2)
          end,
          __metatable = false,
        })
        """#
}
