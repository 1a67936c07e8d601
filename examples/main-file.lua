-- An app whose code is a file of its own (docs/guide.md section 18):
-- main = "main-file/notes.lua" runs that file anew in every process, as iOS starts a new
-- process from the app's binary. Its top-level locals are the process's memory, as a Swift
-- app's globals are: a kill or a restart starts them from nothing, and only what the app
-- saved in UserDefaults survives.
--   scripts/applife run examples/main-file.lua

local notes = app {
  name = "Notes", bundle_id = "com.acme.notes",
  main = "main-file/notes.lua",       -- relative to this file
}

scenario("the draft outlives the process; the process's memory does not", function()
  user.tap(notes)                     -- process 1 types "milk"
  user.home()                         -- and saves it in didEnterBackground
  user.switcher()
  user.kill(notes)
  user.dismiss()
  user.tap(notes)                     -- process 2: the file runs again, from the saved draft
  expect.equal(notes.process.number, 2)
  user.home()
  expect.equal(notes.defaults.draft, "milk milk")
end)
