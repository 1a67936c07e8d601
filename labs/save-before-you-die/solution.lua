-- Notes keeps the draft the user types. editor.type() is the user typing a word while
-- the app is in front; main runs in every new process of the app.
local M = {}

function M.main(editor)
  local draft = UserDefaults.standard:get("draft") or ""   -- what an earlier process stored

  return {
    delegate = {
      didBecomeActive = function(application)
        draft = (draft == "" and "" or draft .. " ") .. editor.type()
      end,
      didEnterBackground = function(application)
        UserDefaults.standard:set("draft", draft)            -- the last callback a suspended app gets
      end,
    },
  }
end

return M
