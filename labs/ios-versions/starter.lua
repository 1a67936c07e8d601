-- Sync in the background for as long as iOS allows. This file is the app's code:
-- it runs anew in every process of the app.
local M = {
  -- Background time in seconds with a task open, per iOS version.
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
