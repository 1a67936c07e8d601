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
    end, 0)
  end,
}

return M
