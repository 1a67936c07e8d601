-- fails: suspended once both are done
-- why: it assumes the upload always finishes last and ends the task there; when the save
--   takes longer, the app is suspended with the save still running and it never lands.
local M = { save_seconds = 2, upload_seconds = 5 }

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("cleanup", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
    end)
    dispatch.work(M.upload_seconds, function()
      UserDefaults.standard:set("uploaded", true)
      application:endBackgroundTask(id)
    end)
  end,
}

return M
