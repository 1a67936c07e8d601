-- Saving the draft when the user leaves the app.
local M = { saved = true }

M.delegate = {
  willResignActive = function(application)
    M.saved = false
  end,
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("save draft", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(2, function()
      M.saved = true
      application:endBackgroundTask(id)
    end)
  end,
}

return M
