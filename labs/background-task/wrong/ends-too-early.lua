-- fails: the save finishes in the background
-- why: the task ends as soon as the save starts, so the app is suspended at once and
--   the save is frozen half way: on an iPhone the document is never written.
local M = { save_seconds = 10 }

M.delegate = {
  didEnterBackground = function(application)
    local id = application:beginBackgroundTask("save")
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
    end)
    application:endBackgroundTask(id)
  end,
}

return M
