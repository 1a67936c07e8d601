-- Sync in the background for as long as iOS allows.
local M = {
  -- Background time in seconds with a task open, per iOS version.
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
