-- right: the draft is stored in willResignActive, which comes before every trip to the
--   background (and the user cannot type while the app is inactive), and read back in
--   didFinishLaunching, once per process.
local M = {}

function M.main()
  local draft = ""
  return {
    delegate = {
      didFinishLaunching = function(application, options)
        draft = UserDefaults.standard:get("draft") or ""
        return true
      end,
      willResignActive = function(application)
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
