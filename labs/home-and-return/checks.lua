-- Checks of home-and-return: student() is what the student's file returns.
local answer = student()
local todo = app { name = "Todo", delegate = {} }

local function launched()
  user.tap(todo)
  wait(2)
  expect.mark()
end

scenario("pressing home", function()
  launched()
  user.home()
  expect.prediction(todo, answer.home)
end)

scenario("coming back", function()
  launched()
  user.home()
  wait(60)
  expect.mark()
  user.tap(todo)
  expect.prediction(todo, answer.back)
end)

scenario("a minute later", function()
  launched()
  user.home()
  wait(60)
  expect.equal(answer.state_after_a_minute, todo.state, "state_after_a_minute")
end)
