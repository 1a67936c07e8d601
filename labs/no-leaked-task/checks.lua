-- Checks of no-leaked-task: the student's file is Notes's code, run anew in every process
-- (student() in app code loads it for that process, as an iPhone starts the app's code
-- anew). The user types on the app's screen; the checks remember what was typed in each
-- process and read what Notes stored (notes.defaults.draft), its state and the built-in
-- invariants (no task killed at expiry, no misuse of UIKit), never a value of the module.
local typed = {}      -- by process number: the last text typed in that process

local notes
notes = app {
  name = "Notes", bundle_id = "com.acme.notes",
  main = function()
    local M = student()
    local own = M.ui and M.ui.type
    local run = type(own) == "table" and own.run or own
    return {
      delegate = M.delegate,
      ui = {
        type = { args = { "milk", "eggs" }, run = function(text, ...)   -- the text field
          typed[notes.process.number] = text
          if run then return run(text, ...) end
        end },
      },
    }
  end,
}

invariant("a suspended Notes has stored its draft", function()
  if notes.state ~= "suspended" then return true end
  local want = typed[notes.process.number]
  if want == nil then return true end
  local have = notes.defaults.draft
  local stored = type(have) == "string" and ("%q"):format(have) or tostring(have)
  return have == want, ("Notes is suspended and its stored draft is %s, but the user typed %q")
    :format(stored, want)
end)

scenario("saves when the user leaves", function()
  user.tap(notes)
  user.ui(notes, "type", "oat milk")
  user.home()
  wait(6)
  expect.equal(notes.defaults.draft, "oat milk", "the stored draft, 6 s after pressing Home")
  expect.state(notes, "suspended")
end)
