-- Prints, a long loop and 20,000 timer ticks in one scenario: what a scenario pays beside
-- plain Lua (timeline-plain.lua) doing the same prints and loop.
local n = 0
local todo = app { name = "Todo", delegate = {
  didBecomeActive = function()
    local timer
    timer = dispatch.timer(0.001, function() n = n + 1; if n == 20000 then timer:cancel() end end)
  end,
} }

scenario("prints, a loop and a timer", function()
  for i = 1, 20000 do print("line", i) end
  local s = 0
  for i = 1, 5000000 do s = s + i end
  log(s)
  user.tap(todo)
  wait(30)
  expect.equal(n, 20000)
end)
