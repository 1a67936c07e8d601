-- 用户离开应用时保存并上传。这个文件就是应用的代码：
-- 应用的每个进程都会重新运行它。
local M = { save_seconds = 2, upload_seconds = 5 }

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("cleanup", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
      application:endBackgroundTask(id)
    end)
    dispatch.work(M.upload_seconds, function()
      UserDefaults.standard:set("uploaded", true)
    end)
  end,
}

return M
