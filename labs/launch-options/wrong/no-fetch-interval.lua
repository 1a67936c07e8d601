-- fails: a fetch launch calls completion
-- why: it never asks for background fetches: the default interval is "never", so iOS
--   never launches the app to fetch, however well performFetch is written.
local M = { ui_built = 0 }

local function buildUI()
  M.ui_built = M.ui_built + 1
  UserDefaults.standard:set("ui_builds", (UserDefaults.standard:get("ui_builds") or 0) + 1)
end

M.delegate = {
  didFinishLaunching = function(application, options)
    if options and options.url then UserDefaults.standard:set("story", options.url) end
    if application.state ~= "background" then buildUI() end
    return true
  end,
  willEnterForeground = function(application)
    if M.ui_built == 0 then buildUI() end
  end,
  performFetch = function(application, completion) completion("newData") end,
}

return M
