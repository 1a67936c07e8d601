-- fails: the save finishes in the background
-- why: it writes "saved" the moment the user leaves, before the 10 s save has run, and
--   only then waits: on an iPhone the stored flag would claim a save that has not happened.
local M = { save_seconds = 10 }

M.delegate = {
  didEnterBackground = function(application)
    UserDefaults.standard:set("saved", true)
    local id
    id = application:beginBackgroundTask("save", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(M.save_seconds, function()
      application:endBackgroundTask(id)
    end)
  end,
}

return M
