-- Saving the document when the user leaves the app. This file is the app's code:
-- it runs anew in every process of the app.
local M = { save_seconds = 10 }

M.delegate = {
  didEnterBackground = function(application)
    application:beginBackgroundTask("save")
    -- The save runs off the main thread and calls back when it is done.
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
    end)
  end,
}

return M
