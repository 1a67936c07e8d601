-- fails: suspended once both are done
-- why: once both jobs are done it ends the same task twice: the second end is of a task
--   already ended, which UIKit reports; on an iPhone that id may by then name another task.
local M = { save_seconds = 2, upload_seconds = 5 }

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("cleanup", function()
      application:endBackgroundTask(id)
    end)
    local group = dispatch.group()
    group:enter()
    dispatch.work(M.save_seconds, function()
      UserDefaults.standard:set("saved", true)
      group:leave()
    end)
    group:enter()
    dispatch.work(M.upload_seconds, function()
      UserDefaults.standard:set("uploaded", true)
      group:leave()
    end)
    group:notify(function()
      application:endBackgroundTask(id)
      application:endBackgroundTask(id)
    end)
  end,
}

return M
