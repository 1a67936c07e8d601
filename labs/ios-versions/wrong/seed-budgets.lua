-- fails: the budgets
-- why: the seed's one number for every version: iOS gave about ten minutes before
--   iOS 7 and about half a minute since iOS 13.
local M = { budgets = { ios6 = 180, ios12 = 180, ios17 = 180 } }

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
