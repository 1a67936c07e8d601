local M = { save_seconds = 10, saved = false }

M.delegate = {
  didEnterBackground = function(application)
    M.saved = false
    local id
    id = application:beginBackgroundTask("save", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(M.save_seconds, function()
      M.saved = true
      application:endBackgroundTask(id)
    end)
  end,
}

return M
