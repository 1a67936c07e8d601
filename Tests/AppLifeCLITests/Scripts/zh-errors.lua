-- Errors a learner meets, for the Chinese golden (ChineseGoldenTests): a refused action, a
-- misuse of the API, a call from the wrong place and one of Lua's own runtime errors.
local notes = app { name = "Notes", delegate = {
  didBecomeActive = function() end,
  didEnterBackground = function() user.tap(notes) end,
} }

scenario("a refused action", function()
  user.lock()
  user.tap(notes)
end)

scenario("an unknown name", function()
  user.hom()
end)

scenario("a call from app code", function()
  user.tap(notes)
  user.home()
end)

scenario("a Lua error", function()
  local list
  log(list.first)
end)
