-- 在 iOS 允许的时间内，尽量在后台多同步一会儿。
local M = {
  -- 开着任务时的后台时间，单位秒，按 iOS 版本分别给出。
  budgets = { ios6 = 180, ios12 = 180, ios17 = 180 },
  synced = false,
}

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("sync", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(170, function()
      M.synced = true
      application:endBackgroundTask(id)
    end)
  end,
}

return M
