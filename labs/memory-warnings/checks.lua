-- Checks of memory-warnings: student() returns the module.
local M = student()
local notes = app {
  name = "Notes", memory_mb = 300, delegate = M.delegate,
  ui = { type = function(text) M.draft = text end },   -- the app's text field
}

local function typed(text)
  user.tap(notes)
  wait(1)
  user.ui(notes, "type", text)   -- the user types on the app's screen
end

scenario("a memory warning empties the cache", function()
  typed("hello")
  system.memory_warning()
  expect.equal(M.cache, {}, "cache after a memory warning")
end)

scenario("the draft survives a purge", function()
  typed("shopping list")
  user.home()
  wait(60)
  system.memory_pressure("warning")
  expect.terminated(notes, "jetsam")
  user.tap(notes)
  expect.equal(M.draft, "shopping list", "draft after the relaunch")
end)

scenario("saved on the way to the background", function()
  typed("call mum")
  user.home()
  expect.equal(M.disk.draft, "call mum", "disk.draft after pressing Home")
end)
