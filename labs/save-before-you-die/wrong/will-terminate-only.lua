-- fails: the draft survives a swipe from the switcher
-- why: the lab's mistake: applicationWillTerminate is not called for a suspended app, and
--   on an iPhone an app in the background is suspended within seconds; a swipe, a purge or
--   a restart then ends it without a word, and the draft was never stored.
local M = {}

function M.main()
  local draft = UserDefaults.standard:get("draft") or ""
  return {
    delegate = {
      willTerminate = function(application)
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
