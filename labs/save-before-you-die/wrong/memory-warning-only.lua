-- fails: the draft survives a swipe from the switcher
-- why: it saves when memory runs low, expecting a warning before the end; on an iPhone a
--   suspended app gets no memory warning before it is purged, and a swipe or a restart
--   gives none at all.
local M = {}

function M.main()
  local draft = UserDefaults.standard:get("draft") or ""
  return {
    delegate = {
      didReceiveMemoryWarning = function(application)
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
