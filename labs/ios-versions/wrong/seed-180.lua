-- fails: the sync finishes on iOS 17
-- why: the seed's 180 s hard-coded (the lab's taught mistake): on iOS 13 and later the
--   background time is far shorter, the sync is cut off and the task expires first.
local M = { budgets = { ios6 = 600, ios12 = 180, ios17 = 30 } }

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
