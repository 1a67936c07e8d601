-- Counts the jobs in flight by hand instead of a dispatch group, and ends the task
-- once, from whichever comes last: the last job or the expiration handler.
local M = { save_seconds = 2, upload_seconds = 5 }

M.delegate = {
  didEnterBackground = function(application)
    local id, running = nil, 2
    local function finish()
      if id then
        local ending = id
        id = nil
        application:endBackgroundTask(ending)
      end
    end
    local function done(key)
      return function()
        UserDefaults.standard:set(key, true)
        running = running - 1
        if running == 0 then finish() end
      end
    end
    id = application:beginBackgroundTask("cleanup", finish)
    dispatch.work(M.upload_seconds, done("uploaded"))
    dispatch.work(M.save_seconds, done("saved"))
  end,
}

return M
