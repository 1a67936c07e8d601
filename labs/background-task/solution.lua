local M = { save_seconds = 10 }

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("save", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
      application:endBackgroundTask(id)
    end)
  end,
}

return M
