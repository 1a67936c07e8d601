-- Notes keeps the draft the user types. M.main() is the app's main: it runs in every new
-- process of the app and returns that process's code. Its ui is the app's screen: the user
-- types a word there (user.ui(notes, "type", "milk")), and the word joins the draft.
local M = {}

function M.main()
  local draft = ""                 -- this process's memory

  return {
    delegate = {
      willTerminate = function(application)
        UserDefaults.standard:set("draft", draft)
      end,
    },
    ui = {
      type = function(word)        -- the user types a word
        draft = (draft == "" and word) or (draft .. " " .. word)
      end,
    },
  }
end

return M
