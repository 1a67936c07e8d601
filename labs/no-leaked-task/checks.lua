-- Checks of no-leaked-task: student() returns the module.
local M = student()

local notes = app { name = "Notes", bundle_id = "com.acme.notes", delegate = M.delegate }

invariant("a suspended Notes has saved its draft", function()
  return notes.state ~= "suspended" or M.saved, "Notes is suspended with an unsaved draft"
end)

scenario("saves when the user leaves", function()
  user.tap(notes)
  wait(1)
  user.home()
  wait(5)
  expect.equal(M.saved, true, "saved, 5 s after pressing Home")
  expect.state(notes, "suspended")
end)
