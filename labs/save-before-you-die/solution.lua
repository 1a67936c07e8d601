-- Notes keeps the draft the user types. M.main() is the app's main: it runs in every new
-- process of the app and returns that process's code.
local M = {}

function M.main()
  local draft = UserDefaults.standard:get("draft") or ""   -- what an earlier process stored

  return {
    delegate = {
      didEnterBackground = function(application)
        UserDefaults.standard:set("draft", draft)            -- the last callback a suspended app gets
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
