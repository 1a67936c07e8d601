-- fails: a save longer than the budget
-- why: it ends the task after a fixed 20 s instead of when the save is done or its time
--   runs out: a longer save is frozen half way, as it would be on an iPhone, and no
--   expiration handler ever ends the task.
local M = { save_seconds = 10 }

M.delegate = {
  didEnterBackground = function(application)
    local id = application:beginBackgroundTask("save", function() end)
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
    end)
    dispatch.work(math.min(M.save_seconds, 20), function()
      application:endBackgroundTask(id)
    end)
  end,
}

return M
