-- 用户离开应用时保存并上传。
local M = { save_seconds = 2, upload_seconds = 5, saved = false, uploaded = false }

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("cleanup", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(M.save_seconds, function()
      M.saved = true
      application:endBackgroundTask(id)
    end)
    dispatch.work(M.upload_seconds, function()
      M.uploaded = true
    end)
  end,
}

return M
