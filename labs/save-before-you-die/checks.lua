-- Checks of save-before-you-die: the student's file is Notes's code. student() in app code
-- runs it anew for that process (its file-level locals are the process's memory, as on an
-- iPhone); M.main() is the app's main. The user types on the app's screen (user.ui), and
-- these checks remember every word typed (the ground truth) and read what Notes stored in
-- UserDefaults, never a value of the module.
local pending = {}    -- typed and not yet known to be stored
local typed = {}      -- every word known: { word, required }, in the order typed

local notes = app {
  name = "Notes", bundle_id = "com.acme.notes",
  main = function()
    local M = student()
    if type(M.main) ~= "function" then
      error("your module has no main function: keep the starter's function M.main()", 0)
    end
    local code = M.main() or {}
    local ui = {}
    for name, entry in pairs(code.ui or {}) do ui[name] = entry end
    local own = ui.type
    local run = type(own) == "table" and own.run or own
    ui.type = { args = { "milk", "eggs" }, run = function(word, ...)   -- the text field
      pending[#pending + 1] = word
      if run then return run(word, ...) end
    end }
    code.ui = ui
    return code
  end,
}

local function inFront() return notes.state == "active" or notes.state == "inactive" end

-- A process that ends while in front (a restart, a crash) loses what was typed since it
-- came to the front on a real phone too: those words may be missing from the store (or
-- there, if the app stored them as they were typed); every word typed before the app last
-- left the front must be stored, in order.
local seen = { process = nil, front = false }

local function settle(required)
  for _, word in ipairs(pending) do typed[#typed + 1] = { word = word, required = required } end
  pending = {}
end

-- Whether the stored words have[i..] are typed[j..], optional words left out or not.
local function fits(have, i, j)
  if j > #typed then return i > #have end
  local entry = typed[j]
  if have[i] == entry.word and fits(have, i + 1, j + 1) then return true end
  return not entry.required and fits(have, i, j + 1)
end

invariant("a typed draft is never lost", function()
  local process = notes.process and notes.process.number
  if seen.front and process ~= seen.process then settle(false) end
  seen.process, seen.front = process, inFront()
  if inFront() then return true end
  settle(true)
  local draft = notes.defaults.draft
  local have = {}
  for word in tostring(draft or ""):gmatch("%S+") do have[#have + 1] = word end
  local want = {}
  for _, entry in ipairs(typed) do
    if entry.required then want[#want + 1] = entry.word end
  end
  return fits(have, 1, 1), ("Notes is %s and its stored draft is %q, but the user typed %q")
    :format(notes.state, tostring(draft or ""), table.concat(want, " "))
end)

scenario("the draft survives a swipe from the switcher", function()
  user.tap(notes)
  user.ui(notes, "type", "milk")
  user.home()
  user.switcher()
  user.kill(notes)
  user.dismiss()
  user.tap(notes)
  user.ui(notes, "type", "eggs")
  user.home()
  expect.equal(notes.defaults.draft, "milk eggs", "the draft after the relaunch")
end)

scenario("the draft survives iOS reclaiming memory", function()
  user.tap(notes)
  user.ui(notes, "type", "tea")
  user.home()
  wait(10)
  system.memory_pressure()
  expect.state(notes, "notRunning")
  user.tap(notes)
  user.ui(notes, "type", "rice")
  user.home()
  expect.equal(notes.defaults.draft, "tea rice", "the draft after the relaunch")
end)

scenario("an interruption keeps what was typed", function()
  user.tap(notes)
  user.ui(notes, "type", "jam")
  user.notification_center()
  user.dismiss()
  user.ui(notes, "type", "bread")
  user.home()
  expect.equal(notes.defaults.draft, "jam bread", "the draft after Notification Center")
end)
