-- 在 iOS 允许的时间内，尽量在后台多同步一会儿。这个文件就是应用的代码：
-- 应用的每个进程都会重新运行它。
local M = {
  -- 开着任务时的后台时间，单位秒，按 iOS 版本分别给出。
  budgets = { ios6 = 180, ios12 = 180, ios17 = 180 },
}

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("sync", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(170, function()
      UserDefaults.standard:set("synced", true)
      application:endBackgroundTask(id)
    end)
  end,
}

return M
