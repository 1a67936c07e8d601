-- Checks of memory-warnings: the student's file is Notes's code, run anew in every process
-- (student() in app code). The checks read what the system sees: whether Notes survives
-- its per-process memory limit, how it was terminated, and what it stored in UserDefaults,
-- never a value of the module.
device { perProcessLimitMB = 400 }   -- the most memory one process may have on this phone

local notes = app {
  name = "Notes", memory_mb = 250,   -- 50 MB for Notes itself, 200 MB of cached images
  main = function()
    local M = student()
    local own = M.ui and M.ui.type
    local run = type(own) == "table" and own.run or own
    return {
      delegate = M.delegate,
      ui = {
        type = function(text, ...)   -- the text field
          if run then return run(text, ...) end
        end,
        photo = function()           -- the user opens a 180 MB photo
          UIApplication.shared:allocate(180)
        end,
      },
    }
  end,
}

local function typed(text)
  user.tap(notes)
  wait(1)
  user.ui(notes, "type", text)   -- the user types on the app's screen
end

scenario("a memory warning empties the cache", function()
  typed("hello")
  system.memory_warning()
  user.ui(notes, "photo")
  expect.state(notes, "active")
end)

scenario("the draft survives a purge", function()
  typed("shopping list")
  user.home()
  wait(60)
  system.memory_pressure("warning")
  expect.terminated(notes, "jetsam")
  expect.equal(notes.defaults.draft, "shopping list", "the stored draft after the purge")
end)

scenario("the relaunch starts from the stored draft", function()
  typed("call mum")
  user.home()
  wait(60)
  system.memory_pressure("warning")
  user.tap(notes)
  wait(1)
  user.home()
  expect.equal(notes.defaults.draft, "call mum", "the stored draft after the relaunch")
end)
