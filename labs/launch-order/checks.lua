-- Checks of launch-order: student() is what the student's file returns.
local answer = student()
local seen = {}
local todo = app {
  name = "Todo",
  delegate = {
    didFinishLaunching = function(application)
      seen.state = application.state
      return true
    end,
  },
}

scenario("launch is a list", function()
  expect.equal(type(answer.launch), "table", "type(launch)")
end)

scenario("launch from the icon", function()
  user.tap(todo)
  expect.prediction(todo, answer.launch)
end)

scenario("state during didFinishLaunching", function()
  user.tap(todo)
  expect.equal(answer.state_in_didFinishLaunching, seen.state, "state_in_didFinishLaunching")
end)
