-- fails: the sync finishes on iOS 17
-- why: the sync is sized right but the task is never ended, so the app runs until its
--   time is gone and iOS kills it, instead of suspending it after the sync.
local M = { budgets = { ios6 = 600, ios12 = 180, ios17 = 30 } }

M.delegate = {
  didEnterBackground = function(application)
    application:beginBackgroundTask("sync", function() end)
    dispatch.work(application.backgroundTimeRemaining - 10, function()
      UserDefaults.standard:set("synced", true)
    end)
  end,
}

return M
