-- fails: stops when suspended
-- why: its expiration handler does not end the task: when the background time runs
--   out iOS kills the app instead of suspending it.
local M = {}

M.delegate = {
  didFinishLaunching = function(application, options)
    application:requestAuthorization { "badge" }
    return true
  end,
  didEnterBackground = function(application)
    application:beginBackgroundTask("counter", function() end)
    application.badge = 0
    dispatch.timer(1, function()
      application.badge = application.badge + 1
    end, 0)
  end,
}

return M
