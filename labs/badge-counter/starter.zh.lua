-- 应用在后台运行时，用图标角标数秒。
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
    -- TODO：一个每秒给角标加 1 的定时器
  end,
}

return M
