-- Checks of interruptions: student() returns the game module.
local game = student()

local function running()
  local g = app { name = "Game", delegate = game.delegate }
  user.tap(g)
  wait(5)
  return g
end

scenario("Notification Center pauses the game", function()
  running()
  user.notification_center()
  expect.equal(game.paused, true, "game.paused with Notification Center down")
end)

scenario("dismissing it resumes the game", function()
  running()
  user.notification_center()
  wait(3)
  user.dismiss()
  expect.equal(game.paused, false, "game.paused after dismissing Notification Center")
end)

scenario("a ringing call pauses the game", function()
  device { ios = 13 }
  running()
  system.call { answer = false, after = 4 }
  expect.equal(game.paused, true, "game.paused while the call rings")
  wait(5)
  expect.equal(game.paused, false, "game.paused after declining the call")
end)
