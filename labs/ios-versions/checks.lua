-- Checks of ios-versions: student() returns the module.
local M = student()

local function sync(ios)
  device { ios = ios }
  local mail = app { name = "Mail", delegate = M.delegate }
  user.tap(mail)
  wait(1)
  user.home()
  return mail
end

scenario("the budgets", function()
  expect.equal(M.budgets, { ios6 = 600, ios12 = 180, ios17 = 30 }, "budgets")
end)

scenario("the sync finishes on iOS 17", function()
  local mail = sync(17)
  wait(60)
  expect.equal(M.synced, true, "synced, a minute after pressing Home")
  expect.state(mail, "suspended")
end)

scenario("the sync finishes on iOS 12", function()
  local mail = sync(12)
  wait(200)
  expect.equal(M.synced, true, "synced, 200 s after pressing Home")
  expect.equal(mail.terminated, nil, "why the app was terminated")
end)
