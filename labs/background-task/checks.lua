-- Checks of background-task. The student's file is the app's code: it runs anew in every
-- process, and the checks judge only what the app did through the system: its background
-- tasks (when each began and ended), what it wrote to UserDefaults and when, its state,
-- and whether iOS ended it.

-- Loads the file once here, so a file that does not load is reported once.
student()

-- Leaves Docs 1 s after launching it, with a save of `seconds`; returns the app and when
-- the user pressed Home.
local function leave(seconds)
  local doc = app {
    name = "Docs",
    main = function()
      local M = student()
      M.save_seconds = seconds
      return { delegate = M.delegate }
    end,
  }
  user.tap(doc)
  wait(1)
  user.home()
  return doc, now()
end

-- The background task that was open longest, or nil.
local function task(doc)
  return doc.background_tasks[#doc.background_tasks]
end

scenario("the save finishes in the background", function()
  local doc = leave(10)
  wait(5)
  expect.state(doc, "background")
  expect.equal(doc.defaults.saved, nil, "saved in UserDefaults 5 s after pressing Home")
  wait(7)
  expect.equal(doc.defaults.saved, true, "saved in UserDefaults 12 s after pressing Home")
end)

scenario("suspended once the save is done", function()
  local doc, home = leave(10)
  wait(12)
  local _, warning = invariants.no_misuse_warning()
  expect.equal(warning, nil, "UIKit's warning about a background task")
  local last = task(doc)
  expect.equal(last and last.ended and math.floor(last.ended - home), 10,
    "seconds from pressing Home until the task ended")
  expect.state(doc, "suspended")
end)

scenario("a save longer than the budget", function()
  local doc = leave(100)
  wait(60)
  expect.equal(doc.terminated, nil, "why the app was terminated")
  local last = task(doc)
  expect.equal(last and last.ended ~= nil and last.expired ~= nil, true,
    "the task was ended when its time ran out")
  expect.state(doc, "suspended")
end)
