-- fails: suspended once both are done
-- why: both jobs finish, but the task is never ended: the app runs on until its
--   background time is gone and is killed, instead of being suspended at once.
local M = { save_seconds = 2, upload_seconds = 5 }

M.delegate = {
  didEnterBackground = function(application)
    application:beginBackgroundTask("cleanup", function() end)
    dispatch.work(M.save_seconds, function() UserDefaults.standard:set("saved", true) end)
    dispatch.work(M.upload_seconds, function() UserDefaults.standard:set("uploaded", true) end)
  end,
}

return M
