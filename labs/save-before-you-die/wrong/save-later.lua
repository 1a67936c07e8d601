-- fails: the draft survives a swipe from the switcher
-- why: the save is put off for a second after didEnterBackground, without a background
--   task: on an iPhone the app is suspended as soon as the callback returns, the delayed
--   block never runs, and a swipe or a purge then ends the app with nothing stored.
local M = {}

function M.main()
  local draft = UserDefaults.standard:get("draft") or ""
  return {
    delegate = {
      didEnterBackground = function(application)
        dispatch.after(1, function() UserDefaults.standard:set("draft", draft) end)
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
