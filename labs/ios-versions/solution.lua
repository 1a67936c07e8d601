local M = {
  budgets = { ios6 = 600, ios12 = 180, ios17 = 30 },
}

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("sync", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(application.backgroundTimeRemaining - 10, function()
      UserDefaults.standard:set("synced", true)
      application:endBackgroundTask(id)
    end)
  end,
}

return M
