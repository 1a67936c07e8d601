-- Checks of background-task: student() returns the module.
local M = student()

local function leave(seconds)
  M.save_seconds = seconds
  local doc = app { name = "Docs", delegate = M.delegate }
  user.tap(doc)
  wait(1)
  user.home()
  return doc
end

scenario("the save finishes in the background", function()
  leave(10)
  wait(12)
  expect.equal(M.saved, true, "saved, 12 s after pressing Home")
end)

scenario("suspended once the save is done", function()
  local doc = leave(10)
  wait(12)
  expect.state(doc, "suspended")
end)

scenario("a save longer than the budget", function()
  local doc = leave(100)
  wait(60)
  expect.equal(doc.terminated, nil, "why the app was terminated")
  expect.state(doc, "suspended")
end)
