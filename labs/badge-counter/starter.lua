-- Count seconds on the icon badge while the app runs in the background.
local M = {}

M.delegate = {
  didFinishLaunching = function(application, options)
    return true
  end,
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("counter", function()
      application:endBackgroundTask(id)
    end)
    application.badge = 0
    -- TODO: a timer that adds 1 to the badge every second
  end,
}

return M
