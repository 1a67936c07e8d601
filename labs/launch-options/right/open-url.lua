-- Opens the story in openURL, which UIKit also calls after a URL launch (didFinishLaunching
-- returned true), and builds the UI lazily the first time the app is in the foreground.
local M = { ui = false }

local function ensureUI()
  if M.ui then return end
  M.ui = true
  UserDefaults.standard:set("ui_builds", (UserDefaults.standard:get("ui_builds") or 0) + 1)
end

M.delegate = {
  didFinishLaunching = function(application, options)
    application:setMinimumBackgroundFetchInterval("minimum")
    return true
  end,
  didBecomeActive = function(application) ensureUI() end,
  openURL = function(application, url, options)
    UserDefaults.standard:set("story", url)
    return true
  end,
  performFetch = function(application, completion)
    dispatch.work(2, function() completion("noData") end)
  end,
}

return M
