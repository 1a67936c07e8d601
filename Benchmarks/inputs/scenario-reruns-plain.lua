-- The anchor of `applife run` on a file of many scenarios, in plain Lua (`lua5.4`): every
-- scenario runs in a fresh state after the file's main chunk runs again, so the least that
-- costs is running the main chunk once per scenario. This does that: the file is compiled
-- once, then, per scenario, run in a fresh environment whose scenario() keeps only that
-- scenario's function. `lua5.4 scenario-reruns-plain.lua FILE`
local path = assert(arg[1], "usage: lua5.4 scenario-reruns-plain.lua FILE")
local source = assert(io.open(path)):read("a")
local names = {}
local probe = setmetatable({ scenario = function(name) names[#names + 1] = name end }, { __index = _G })
assert(load(source, "@" .. path, "t", probe))()
local compiled = string.dump(assert(load(source, "@" .. path, "t")))
for _, wanted in ipairs(names) do
  local env = setmetatable({}, { __index = _G })
  env.scenario = function(name, body) if name == wanted then env.kept = body end end
  assert(load(compiled, "@" .. path, "b", env))()
  assert(env.kept, wanted)()
end
print(#names .. " scenarios")
