-- fails: suspended once the save is done
-- why: the task is never ended, so the app keeps running until its background time
--   runs out, and then iOS kills it (the lab's taught mistake).
local M = { save_seconds = 10 }

M.delegate = {
  didEnterBackground = function(application)
    application:beginBackgroundTask("save", function() end)
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
    end)
  end,
}

return M
