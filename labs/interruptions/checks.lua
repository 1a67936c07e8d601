-- Checks of interruptions. The student's file is the app's code: it runs anew in every
-- process. The checks judge only what the game did through the system: the score its
-- clock saves to UserDefaults while the game runs, and when that score stops and moves.

-- Loads the file once here, so a file that does not load is reported once.
student()

local function running()
  local g = app { name = "Game", main = function() return { delegate = student().delegate } end }
  user.tap(g)
  wait(5)
  expect.equal(type(g.defaults.score), "number", "the score in UserDefaults after 5 s of play")
  return g
end

scenario("Notification Center pauses the game", function()
  local g = running()
  user.notification_center()
  local frozen = g.defaults.score
  wait(3)
  expect.equal(g.defaults.score, frozen, "the score after 3 s with Notification Center down")
end)

scenario("dismissing it resumes the game", function()
  local g = running()
  user.notification_center()
  wait(3)
  user.dismiss()
  local frozen = g.defaults.score
  wait(3)
  expect.equal(g.defaults.score > frozen, true, "the score moves again after dismissing Notification Center")
end)

scenario("a ringing call pauses the game", function()
  device { ios = 13 }
  local g = running()
  system.call { answer = false, after = 4 }
  local frozen = g.defaults.score
  wait(3)
  expect.equal(g.defaults.score, frozen, "the score while the call rings")
  wait(5)
  expect.equal(g.defaults.score > frozen, true, "the score moves again after declining the call")
end)
