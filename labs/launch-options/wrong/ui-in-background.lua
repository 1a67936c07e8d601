-- fails: no UI for a background launch
-- why: it builds the UI on every launch (the lab's taught mistake): a background fetch
--   launch then spends its few seconds building a screen nobody sees.
local M = { ui_built = 0 }

local function buildUI()
  M.ui_built = M.ui_built + 1
  UserDefaults.standard:set("ui_builds", (UserDefaults.standard:get("ui_builds") or 0) + 1)
end

M.delegate = {
  didFinishLaunching = function(application, options)
    if options and options.url then UserDefaults.standard:set("story", options.url) end
    application:setMinimumBackgroundFetchInterval("minimum")
    buildUI()
    return true
  end,
  performFetch = function(application, completion) completion("newData") end,
}

return M
