/// The Lua half of the REPL, run once per state before the file: the
/// environment that keeps top-level locals across lines, the pretty printer,
/// and raw key listing for completion. It captures the functions it uses, so
/// a script that replaces globals cannot break it, and reads tables raw only:
/// no `__index` or `__pairs` of the user's runs while printing or completing
/// (only `__tostring`, when printing a value that has one, as `print` would).
enum ReplPrelude {
    static let source = #"""
        local G, load, next, type, rawget, rawequal, tostring, getmetatable, setmetatable, select, pcall =
          _G, load, next, type, rawget, rawequal, tostring, getmetatable, setmetatable, select, pcall
        local sort, concat, format, mathtype, rep, find, gsub =
          table.sort, table.concat, string.format, math.type, string.rep, string.find, string.gsub

        -- Top-level locals typed at the prompt: declared names live here, apart from the
        -- globals. A loaded file's top-level locals stay locals; the file hands over a getter
        -- and a setter of each (bound, ReplFileLocals), so the prompt reads and writes them.
        local values, declared, bound = {}, {}, {}
        local BINDER = "__applife_bind"
        local function bind(name, get, set)
          bound[name] = { get = get, set = set }
          declared[name] = nil
        end
        local env = setmetatable({}, {
          __index = function(_, k)
            local b = bound[k]
            if b then return b.get() end
            if declared[k] then return values[k] end
            if k == BINDER then return bind end
            return G[k]
          end,
          __newindex = function(_, k, v)
            local b = bound[k]
            if b then
              if not b.set then error("attempt to assign to const variable '" .. k .. "'", 2) end
              b.set(v)
            elseif declared[k] then values[k] = v else G[k] = v end
          end,
        })

        local function compile(source, name) return load(source, name, "t", env) end
        local function declare(...)
          for i = 1, select("#", ...) do
            local name = select(i, ...)
            declared[name], bound[name] = true, nil
          end
        end

        -- Pretty printing: sorted keys, depth and item limits, cycle markers, stable ids.
        local MAX_DEPTH, MAX_ITEMS, WIDTH = 4, 40, 72
        local rank = { boolean = 1, number = 2, string = 3 }
        local function precedes(a, b)
          local ta, tb = type(a), type(b)
          local ra, rb = rank[ta] or 4, rank[tb] or 4
          if ra ~= rb then return ra < rb end
          if ta == "number" or ta == "string" then return a < b end
          if ta == "boolean" then return not a and b end
          return tostring(a) < tostring(b)
        end
        local function quote(s) return (gsub(format("%q", s), "\\\n", "\\n")) end
        local function identifier(k)
          return type(k) == "string" and find(k, "^[%a_][%w_]*$") ~= nil
            and not ({ ["and"]=1, ["break"]=1, ["do"]=1, ["else"]=1, ["elseif"]=1, ["end"]=1, ["false"]=1,
              ["for"]=1, ["function"]=1, ["goto"]=1, ["if"]=1, ["in"]=1, ["local"]=1, ["nil"]=1, ["not"]=1,
              ["or"]=1, ["repeat"]=1, ["return"]=1, ["then"]=1, ["true"]=1, ["until"]=1, ["while"]=1 })[k]
        end
        local function scalar(v)
          if type(v) == "string" then return quote(v) end
          return tostring(v)
        end
        local function has_tostring(v)
          local mt = getmetatable(v)
          return type(mt) == "table" and rawget(mt, "__tostring") ~= nil
        end

        local render
        local function render_table(t, indent, depth, path)
          if has_tostring(t) then return tostring(t) end
          if path[t] then return "<cycle: " .. tostring(t) .. ">" end
          local n = 0
          while rawget(t, n + 1) ~= nil do n = n + 1 end
          local keys = {}
          for k in next, t do
            if not (mathtype(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
          end
          local total = n + #keys
          if total == 0 then return "{}" end
          if depth >= MAX_DEPTH then return "{ <" .. tostring(t) .. ", " .. total .. (total == 1 and " item> }" or " items> }") end
          sort(keys, precedes)
          path[t] = true
          local parts, inner = {}, indent .. "  "
          for i = 1, n do
            if #parts == MAX_ITEMS then break end
            parts[#parts + 1] = render(rawget(t, i), inner, depth + 1, path)
          end
          for _, k in next, keys do
            if #parts == MAX_ITEMS then break end
            local key = identifier(k) and k or "[" .. render(k, inner, depth + 1, path) .. "]"
            parts[#parts + 1] = key .. " = " .. render(rawget(t, k), inner, depth + 1, path)
          end
          path[t] = nil
          if total > #parts then parts[#parts + 1] = "... (" .. (total - #parts) .. " more)" end
          local line = "{ " .. concat(parts, ", ") .. " }"
          if #line + #indent <= WIDTH and not find(line, "\n", 1, true) then return line end
          -- Several short items share a line; long or multi-line ones get their own.
          local lines, current = {}, nil
          for _, part in next, parts do
            if current and not find(part, "\n", 1, true) and #inner + #current + #part + 3 <= WIDTH then
              current = current .. ", " .. part
            else
              if current then lines[#lines + 1] = current end
              current = part
            end
          end
          lines[#lines + 1] = current
          return "{\n" .. inner .. concat(lines, ",\n" .. inner) .. ",\n" .. indent .. "}"
        end
        function render(v, indent, depth, path)
          if type(v) == "table" then return render_table(v, indent, depth, path) end
          return scalar(v)
        end
        local function inspect(v) return render(v, "", 0, {}) end

        -- Completion: string keys reachable from a dotted path, raw only.
        local function resolve(path, count)
          local v
          local first = path[1]
          if bound[first] then v = bound[first].get()
          elseif declared[first] then v = values[first] else v = rawget(G, first) end
          for i = 2, count do
            if type(v) ~= "table" then return nil end
            v = rawget(v, path[i])
          end
          return v
        end
        local function add_keys(out, t, depth)
          if type(t) ~= "table" or depth > 4 then return end
          for k in next, t do
            if type(k) == "string" then out[#out + 1] = k end
          end
          local mt = getmetatable(t)
          if type(mt) == "table" and type(rawget(mt, "__index")) == "table" then
            add_keys(out, rawget(mt, "__index"), depth + 1)
          end
        end
        -- keys(path...): with no path, the top-level names; else the keys of the
        -- value at the path (raw, following __index tables), and the value.
        local function keys(...)
          local out = {}
          local count = select("#", ...)
          if count == 0 then
            for k in next, declared do out[#out + 1] = k end
            for k in next, bound do out[#out + 1] = k end
            add_keys(out, G, 0)
            return out
          end
          local v = resolve({ ... }, count)
          add_keys(out, v, 0)
          return out, v
        end

        return { compile = compile, declare = declare, inspect = inspect, keys = keys }
        """#
}
