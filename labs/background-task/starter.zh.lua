-- 用户离开应用时保存文档。
local M = { save_seconds = 10, saved = false }

M.delegate = {
  didEnterBackground = function(application)
    M.saved = false
    application:beginBackgroundTask("save")
    -- 保存在主线程之外进行，完成后回调。
    dispatch.work(M.save_seconds, function()
      M.saved = true
    end)
  end,
}

return M
