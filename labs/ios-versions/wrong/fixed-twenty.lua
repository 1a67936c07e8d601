-- fails: the sync finishes on iOS 12
-- why: a fixed 20 s sync fits iOS 17 but wastes the longer time older versions give:
--   the same code must size its work from backgroundTimeRemaining on every iPhone.
local M = { budgets = { ios6 = 600, ios12 = 180, ios17 = 30 } }

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("sync", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(20, function()
      UserDefaults.standard:set("synced", true)
      application:endBackgroundTask(id)
    end)
  end,
}

return M
