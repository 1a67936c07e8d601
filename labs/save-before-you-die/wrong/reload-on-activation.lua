-- fails: an interruption keeps what was typed
-- why: the draft is read back from storage every time the app becomes active, not once
--   per process: on an iPhone, Control Center or a call makes the app inactive and active
--   again without going to the background, and the words typed since the last save are
--   replaced by the stored draft.
local M = {}

function M.main()
  local draft = ""
  return {
    delegate = {
      didBecomeActive = function(application)
        draft = UserDefaults.standard:get("draft") or ""
      end,
      didEnterBackground = function(application)
        UserDefaults.standard:set("draft", draft)
      end,
    },
    ui = {
      type = function(word)
        draft = (draft == "" and word) or (draft .. " " .. word)
      end,
    },
  }
end

return M
