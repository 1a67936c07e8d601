-- Saving the document when the user leaves the app.
local M = { save_seconds = 10, saved = false }

M.delegate = {
  didEnterBackground = function(application)
    M.saved = false
    application:beginBackgroundTask("save")
    -- The save runs off the main thread and calls back when it is done.
    dispatch.work(M.save_seconds, function()
      M.saved = true
    end)
  end,
}

return M
