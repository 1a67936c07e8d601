-- fails: counts every second in the background
-- why: it sets the badge once instead of counting: the icon shows a number that says
--   nothing about how long the app ran.
local M = {}

M.delegate = {
  didFinishLaunching = function(application, options)
    application:requestAuthorization { "badge" }
    return true
  end,
  didEnterBackground = function(application)
    application.badge = 1
  end,
}

return M
