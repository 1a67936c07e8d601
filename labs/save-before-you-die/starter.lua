-- Notes keeps the draft the user types. editor.type() is the user typing a word while
-- the app is in front; main runs in every new process of the app.
local M = {}

function M.main(editor)
  local draft = ""                 -- this process's memory

  return {
    delegate = {
      didBecomeActive = function(application)
        draft = (draft == "" and "" or draft .. " ") .. editor.type()
      end,
      willTerminate = function(application)
        UserDefaults.standard:set("draft", draft)
      end,
    },
  }
end

return M
