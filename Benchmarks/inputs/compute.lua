-- Compute-bound Lua inside a scenario (bar 2), run with the default limits
-- (a 10 s time limit, no instruction budget). Compare with compute-plain.lua, the same
-- work run by plain `lua5.4`:
--   scripts/bench
local function fib(n)
  if n < 2 then return n end
  return fib(n - 1) + fib(n - 2)
end

local function work()
  local sum = 0
  for i = 1, 50000000 do sum = sum + i % 7 end
  return fib(32), sum
end

scenario("compute", function()
  local f, sum = work()
  assert(f == 2178309 and sum == 149999998, "wrong result")
end)
