-- 用户离开应用时保存草稿。
local M = { saved = true }
local task

M.delegate = {
  willResignActive = function(application)
    M.saved = false
    task = application:beginBackgroundTask("save draft")
  end,
  didEnterBackground = function(application)
    M.saved = true
    if task then
      application:endBackgroundTask(task)
      task = nil
    end
  end,
}

return M
