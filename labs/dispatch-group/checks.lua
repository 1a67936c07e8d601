-- Checks of dispatch-group. The student's file is the app's code: it runs anew in every
-- process, and the checks judge only what the app did through the system: what it wrote
-- to UserDefaults and when, its background tasks, its state, and whether iOS ended it.

-- Loads the file once here, so a file that does not load is reported once.
student()

-- Leaves Notes 1 s after launching it, with a save and an upload of these durations.
local function leave(save, upload)
  local notes = app {
    name = "Notes",
    main = function()
      local M = student()
      M.save_seconds, M.upload_seconds = save, upload
      return { delegate = M.delegate }
    end,
  }
  user.tap(notes)
  wait(1)
  user.home()
  return notes, now()
end

scenario("both finish in the background", function()
  local notes = leave(2, 5)
  wait(3)
  expect.state(notes, "background")
  expect.equal(notes.defaults.saved, true, "saved in UserDefaults 3 s after pressing Home")
  wait(5)
  expect.equal(notes.defaults.uploaded, true, "uploaded in UserDefaults 8 s after pressing Home")
end)

scenario("suspended once both are done", function()
  local notes, home = leave(6, 3)
  wait(4)
  expect.state(notes, "background")
  wait(4)
  expect.equal(notes.defaults.saved, true, "saved in UserDefaults 8 s after pressing Home")
  local _, warning = invariants.no_misuse_warning()
  expect.equal(warning, nil, "UIKit's warning about a background task")
  local open = 0
  local last = 0
  for _, task in ipairs(notes.background_tasks) do
    if task.ended then last = math.max(last, task.ended) else open = open + 1 end
  end
  expect.equal(open, 0, "background tasks still open")
  expect.equal(math.floor(last - home), 6, "seconds from pressing Home until the last task ended")
  expect.state(notes, "suspended")
end)

scenario("work longer than the budget", function()
  local notes = leave(2, 120)
  wait(60)
  expect.equal(notes.terminated, nil, "why the app was terminated")
  expect.equal(notes.defaults.saved, true, "saved in UserDefaults a minute after pressing Home")
  expect.state(notes, "suspended")
end)
