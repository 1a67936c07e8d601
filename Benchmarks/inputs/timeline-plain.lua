-- The anchor of timeline.lua: the same prints and loop in plain Lua.
for i = 1, 20000 do print("line", i) end
local s = 0
for i = 1, 5000000 do s = s + i end
print(s)
