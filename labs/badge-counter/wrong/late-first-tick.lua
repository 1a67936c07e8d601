-- fails: counts every second in the background
-- why: the timer's first tick comes a second late (no start at 0): the badge then lags
--   the seconds the app really ran by one.
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
    application.badge = 0
    dispatch.timer(1, function()
      application.badge = application.badge + 1
    end)
  end,
}

return M
