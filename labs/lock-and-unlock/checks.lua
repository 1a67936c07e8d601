-- Checks of lock-and-unlock: student() is what the student's file returns.
local answer = student()

local function running()
  local notes = app { name = "Notes", delegate = {} }
  user.tap(notes)
  wait(5)
  expect.mark()
  return notes
end

scenario("locking", function()
  local notes = running()
  user.lock()
  expect.prediction(notes, answer.lock)
end)

scenario("unlocking", function()
  local notes = running()
  user.lock()
  wait(30)
  expect.mark()
  user.unlock()
  expect.prediction(notes, answer.unlock)
end)

scenario("locking on iOS 4", function()
  device { ios = 4 }
  local notes = running()
  user.lock()
  expect.prediction(notes, answer.lock_ios4)
end)
