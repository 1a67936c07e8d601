-- Checks of ios-versions. The student's file is the app's code: it runs anew in every
-- process. `budgets` is a prediction; the sync is judged only by what the app did
-- through the system: when it wrote `synced` to UserDefaults, its background task and
-- state, and whether iOS ended it.

-- Loads the file once here, so a file that does not load is reported once.
student()

-- Leaves Mail 1 s after launching it, on this iOS version.
local function sync(ios)
  device { ios = ios }
  local mail = app { name = "Mail", main = function() return { delegate = student().delegate } end }
  user.tap(mail)
  wait(1)
  user.home()
  return mail
end

-- The background time a task gets on each version (docs/ios-facts.md §5.3).
local budgets = { ios6 = 600, ios12 = 180, ios17 = 30 }

scenario("the budgets", function()
  expect.equal(student().budgets, budgets, "budgets")
end)

scenario("the sync finishes on iOS 17", function()
  local mail = sync(17)
  wait(12)
  expect.state(mail, "background")
  expect.equal(mail.defaults.synced, nil, "synced in UserDefaults 12 s after pressing Home")
  wait(28)
  expect.equal(mail.defaults.synced, true, "synced in UserDefaults 40 s after pressing Home")
  expect.equal(mail.terminated, nil, "why the app was terminated")
  expect.state(mail, "suspended")
end)

scenario("the sync finishes on iOS 12", function()
  local mail = sync(12)
  wait(120)
  expect.state(mail, "background")
  expect.equal(mail.defaults.synced, nil, "synced in UserDefaults 120 s after pressing Home")
  wait(80)
  expect.equal(mail.defaults.synced, true, "synced in UserDefaults 200 s after pressing Home")
  expect.equal(mail.terminated, nil, "why the app was terminated")
  expect.state(mail, "suspended")
end)
