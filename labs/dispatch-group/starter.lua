-- Save and upload when the user leaves the app. This file is the app's code:
-- it runs anew in every process of the app.
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
