-- Checks of no-leaked-task: the student's file is Notes's code, run anew in every process
-- (student() in app code loads it for that process, as an iPhone starts the app's code
-- anew); student(notes) is the module of the process that runs now.
student()   -- the file loads and returns a module

local notes = app {
  name = "Notes", bundle_id = "com.acme.notes",
  main = function() return { delegate = student().delegate } end,
}

invariant("a suspended Notes has saved its draft", function()
  local M = student(notes) or {}
  return notes.state ~= "suspended" or M.saved, "Notes is suspended with an unsaved draft"
end)

scenario("saves when the user leaves", function()
  user.tap(notes)
  wait(1)
  user.home()
  wait(5)
  expect.equal((student(notes) or {}).saved, true, "saved, 5 s after pressing Home")
  expect.state(notes, "suspended")
end)
