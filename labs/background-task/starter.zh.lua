-- 用户离开应用时保存文档。这个文件就是应用的代码：
-- 应用的每个进程都会重新运行它。
local M = { save_seconds = 10 }

M.delegate = {
  didEnterBackground = function(application)
    application:beginBackgroundTask("save")
    -- 保存在主线程之外进行，完成后回调。
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
    end)
  end,
}

return M
