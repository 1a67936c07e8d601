-- Checks of badge-counter. The student's file is the app's code: it runs anew in every
-- process. The checks judge only what the Home Screen shows (the badge) and the app's state.

-- Loads the file once here, so a file that does not load is reported once.
student()

local function counting()
  local counter = app { name = "Counter", main = function() return { delegate = student().delegate } end }
  system.grant(counter, "badge", true)
  user.tap(counter)
  wait(1)
  user.home()
  return counter
end

scenario("the badge shows", function()
  local counter = counting()
  wait(3)
  expect.equal(counter.badge ~= nil, true, "a badge is visible 3 s after pressing Home")
end)

scenario("counts every second in the background", function()
  local counter = counting()
  wait(10)
  expect.badge(counter, 11)
end)

scenario("stops when suspended", function()
  local counter = counting()
  wait(60)
  expect.state(counter, "suspended")
  expect.badge(counter, 26)
end)
