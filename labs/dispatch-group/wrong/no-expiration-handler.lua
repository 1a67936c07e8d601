-- fails: work longer than the budget
-- why: with no expiration handler nothing ends the task when a long upload outlasts
--   the background time, and iOS kills the app.
local M = { save_seconds = 2, upload_seconds = 5 }

M.delegate = {
  didEnterBackground = function(application)
    local id = application:beginBackgroundTask("cleanup")
    local group = dispatch.group()
    group:enter()
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
      group:leave()
    end)
    group:enter()
    dispatch.work(M.upload_seconds, function()
      UserDefaults.standard:set("uploaded", true)
      group:leave()
    end)
    group:notify(function() application:endBackgroundTask(id) end)
  end,
}

return M
