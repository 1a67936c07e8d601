-- Checks of dispatch-group: student() returns the module.
local M = student()

local function leave(save, upload)
  M.save_seconds, M.upload_seconds = save, upload
  local notes = app { name = "Notes", delegate = M.delegate }
  user.tap(notes)
  wait(1)
  user.home()
  return notes
end

scenario("both finish in the background", function()
  leave(2, 5)
  wait(8)
  expect.equal(M.saved, true, "saved")
  expect.equal(M.uploaded, true, "uploaded")
end)

scenario("suspended once both are done", function()
  local notes = leave(2, 5)
  wait(3)
  expect.state(notes, "background")
  wait(5)
  expect.state(notes, "suspended")
end)

scenario("work longer than the budget", function()
  local notes = leave(2, 120)
  wait(60)
  expect.equal(notes.terminated, nil, "why the app was terminated")
  expect.state(notes, "suspended")
end)
