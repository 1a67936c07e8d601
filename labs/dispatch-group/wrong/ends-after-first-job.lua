-- fails: both finish in the background
-- why: the task ends when the save is done (the lab's taught mistake): the app is
--   suspended then, and the upload, still running, is frozen until the user returns.
local M = { save_seconds = 2, upload_seconds = 5 }

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("cleanup", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
      application:endBackgroundTask(id)
    end)
    dispatch.work(M.upload_seconds, function()
      UserDefaults.standard:set("uploaded", true)
    end)
  end,
}

return M
