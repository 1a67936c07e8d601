-- fails: suspended once the save is done
-- why: the save ends the task and then ends it again: UIKit logs that the id is not an
--   open task (on an iPhone ending a task twice is a bug that can end another task).
local M = { save_seconds = 10 }

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("save", function()
      application:endBackgroundTask(id)
    end)
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
      application:endBackgroundTask(id)
      application:endBackgroundTask(id)
    end)
  end,
}

return M
