-- fails: a save longer than the budget
-- why: without an expiration handler nothing ends the task when the background time
--   runs out, and iOS kills the app (0x8badf00d) in the middle of a long save.
local M = { save_seconds = 10 }

M.delegate = {
  didEnterBackground = function(application)
    local id = application:beginBackgroundTask("save")
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
      application:endBackgroundTask(id)
    end)
  end,
}

return M
