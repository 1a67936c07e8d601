-- The anchor of the exploration bar: plain Lua adding 2e8 numbers, run by `lua5.4`.
local sum = 0
for i = 1, 200000000 do sum = sum + i end
assert(sum == 20000000100000000, "wrong result")
