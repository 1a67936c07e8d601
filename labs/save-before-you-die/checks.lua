-- Checks of save-before-you-die: the student's file is Notes's code. student() in app code
-- runs it anew for that process (its file-level locals are the process's memory, as on an
-- iPhone); M.main(editor) is the app's main. The editor is the user at the keyboard: each
-- call of editor.type() is a word the user types, and these checks remember every one (the
-- ground truth).
student()   -- the file loads and returns a module

local words = {}      -- typed and not yet known to be stored
local stored = {}     -- what the store must hold: every word typed before the app last left the front
local n = 0

local editor = {
  type = function()
    n = n + 1
    local word = "word" .. n
    words[#words + 1] = word
    return word
  end,
}

local notes = app {
  name = "Notes", bundle_id = "com.acme.notes",
  main = function() return student().main(editor) end,
}

local function inFront() return notes.state == "active" or notes.state == "inactive" end

-- A process that ends while in front (a restart, a crash) loses what was typed since it
-- came to the front on a real phone too: only words typed before the app left the front
-- must be stored.
local seen = { process = nil, front = false }

invariant("a typed draft is never lost", function()
  local process = notes.process and notes.process.number
  if seen.front and process ~= seen.process then words = {} end
  seen.process, seen.front = process, inFront()
  if inFront() then return true end
  for _, w in ipairs(words) do stored[#stored + 1] = w end
  words = {}
  local want = table.concat(stored, " ")
  local have = notes.defaults.draft or ""
  return have == want, ("Notes is %s and its stored draft is %q, but the user typed %q"):format(notes.state, have, want)
end)

scenario("the draft survives a swipe from the switcher", function()
  user.tap(notes)
  user.home()
  user.switcher()
  user.kill(notes)
  user.dismiss()
  user.tap(notes)
  user.home()
  expect.equal(notes.defaults.draft, "word1 word2", "the draft after the relaunch")
end)

scenario("the draft survives iOS reclaiming memory", function()
  user.tap(notes)
  user.home()
  wait(10)
  system.memory_pressure()
  expect.state(notes, "notRunning")
  user.tap(notes)
  user.home()
  expect.equal(notes.defaults.draft, "word1 word2", "the draft after the relaunch")
end)
