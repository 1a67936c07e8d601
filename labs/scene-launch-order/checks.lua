-- Checks of scene-launch-order: student() is what the student's file returns.
local answer = student()
local seen = {}
local notes = app {
  name = "Notes", life_cycle = "scenes",
  delegate = {
    didFinishLaunching = function(application)
      seen.state = application.state
      return true
    end,
  },
}

scenario("launch is a list", function()
  expect.equal(type(answer.launch), "table", "type(launch)")
  expect.equal(type(answer.relaunch), "table", "type(relaunch)")
end)

scenario("cold launch from the icon", function()
  user.tap(notes)
  expect.prediction(notes, answer.launch)
end)

scenario("state during didFinishLaunching", function()
  user.tap(notes)
  expect.equal(answer.state_in_didFinishLaunching, seen.state, "state_in_didFinishLaunching")
end)

scenario("relaunch with a kept session", function()
  user.tap(notes)
  user.home()
  wait(10)
  system.memory_pressure("warning")   -- the suspended app is purged; its session stays
  expect.mark()
  user.tap(notes)
  expect.prediction(notes, answer.relaunch)
end)
