-- Counts in a local variable and shows it with setBadgeCount (iOS 16+), the
-- replacement of the deprecated badge property; asks for permission once launched.
local M = {}

M.delegate = {
  didFinishLaunching = function(application, options)
    application:requestAuthorization { "badge" }
    return true
  end,
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("counter", function()
      application:endBackgroundTask(id)
    end)
    local seconds = 0
    application:setBadgeCount(seconds)
    dispatch.timer(1, function()
      seconds = seconds + 1
      application:setBadgeCount(seconds)
    end, 0)
  end,
}

return M
