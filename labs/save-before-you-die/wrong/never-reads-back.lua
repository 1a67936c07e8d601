-- fails: the draft survives a swipe from the switcher
-- why: the draft is stored in the right place but never read back: on an iPhone the new
--   process starts from an empty draft and, the next time the user leaves, stores it over
--   the old one.
local M = {}

function M.main()
  local draft = ""
  return {
    delegate = {
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
