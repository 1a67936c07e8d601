-- applife explore examples/explore-autosave.lua
--
-- Notes saves what the user types two seconds after the last keystroke (an autosave
-- timer), and nowhere else. Typing, and then two quiet seconds, save the draft. But the
-- user can type and press Home (or lock the phone, or take a call) within those two
-- seconds: the app is suspended before its timer fires, and the words typed since the
-- last save exist only in the process's memory, which iOS may reclaim at any moment
-- without a callback. Only an action on the app's own screen (`ui`) changes the draft,
-- so `applife explore` tries those too, between everything iOS does, and shrinks the
-- sequence that loses a word. The fix: save in didEnterBackground (or willResignActive) too.

local typed = { text = "" }   -- what the user typed: the app's memory, and the invariant's ground truth

local notes = app {
  name = "Notes",
  bundle_id = "com.acme.notes",
  delegate = {
    didFinishLaunching = function(application, options)
      typed.text = UserDefaults.standard:get("draft") or ""
      return true
    end,
  },
  ui = {
    type = {
      args = { "milk", "eggs" },
      run = function(word)
        typed.text = typed.text .. word .. " "
        if typed.autosave then typed.autosave:cancel() end
        -- BUG: the only save; the app goes to the background without one.
        typed.autosave = dispatch.timer(2, function()
          UserDefaults.standard:set("draft", typed.text)
          typed.autosave:cancel()
          typed.autosave = nil
        end)
      end,
    },
  },
}

-- Checked after every step: a suspended app can be ended without a callback, so by then
-- everything typed is stored.
invariant("a suspended Notes has stored everything typed", function()
  local stored = notes.defaults.draft or ""
  return notes.state ~= "suspended" or stored == typed.text,
    ("Notes is suspended with %q stored, but the user typed %q"):format(stored, typed.text)
end)
