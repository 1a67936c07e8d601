-- The code of Notes (examples/main-file.lua), run anew in every process: these locals are
-- this process's memory, gone when it ends.
local draft = UserDefaults.standard:get("draft") or ""   -- what an earlier process saved
local typed = 0                                          -- words typed in this process

return {
  delegate = {
    didFinishLaunching = function(application, options)
      log("a new process; the saved draft:", draft == "" and "(none)" or draft)
      return true
    end,
    didBecomeActive = function(application)
      typed = typed + 1               -- the user types a word
      draft = (draft == "" and "" or draft .. " ") .. "milk"
      log("typed in this process:", typed)
    end,
    didEnterBackground = function(application)
      UserDefaults.standard:set("draft", draft)   -- the last callback a suspended app gets
    end,
  },
}
