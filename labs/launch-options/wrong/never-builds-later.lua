-- fails: the UI after a background launch
-- why: it skips the UI in a background launch but never builds it later: the first tap
--   brings the suspended app forward without didFinishLaunching, to an empty screen.
local M = { ui_built = 0 }

local function buildUI()
  M.ui_built = M.ui_built + 1
  UserDefaults.standard:set("ui_builds", (UserDefaults.standard:get("ui_builds") or 0) + 1)
end

M.delegate = {
  didFinishLaunching = function(application, options)
    if options and options.url then UserDefaults.standard:set("story", options.url) end
    application:setMinimumBackgroundFetchInterval("minimum")
    if application.state ~= "background" then buildUI() end
    return true
  end,
  performFetch = function(application, completion) completion("newData") end,
}

return M
