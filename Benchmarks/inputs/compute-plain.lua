-- The anchor of compute.lua: the same work in plain Lua, run by `lua5.4`.
local function fib(n)
  if n < 2 then return n end
  return fib(n - 1) + fib(n - 2)
end

local function work()
  local sum = 0
  for i = 1, 50000000 do sum = sum + i % 7 end
  return fib(32), sum
end

local f, sum = work()
assert(f == 2178309 and sum == 149999998, "wrong result")
