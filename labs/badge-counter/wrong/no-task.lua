-- fails: counts every second in the background
-- why: no background task: the app is suspended a moment after Home, so the timer
--   stops at once and the badge freezes near zero.
local M = {}

M.delegate = {
  didFinishLaunching = function(application, options)
    application:requestAuthorization { "badge" }
    return true
  end,
  didEnterBackground = function(application)
    application.badge = 0
    dispatch.timer(1, function()
      application.badge = application.badge + 1
    end, 0)
  end,
}

return M
