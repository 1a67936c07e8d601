-- A finish() that ends the task exactly once, whoever calls it first: the save or
-- the expiration handler. The id is reset to UIBackgroundTaskInvalid (0) once ended.
local M = { save_seconds = 10 }

local function save(seconds, done)
  dispatch.work(seconds, function()
    UserDefaults.standard:set("saved", true)
    done()
  end)
end

function M.startSaving(application)
  local task = 0
  local function finish()
    if task ~= 0 then
      application:endBackgroundTask(task)
      task = 0
    end
  end
  task = application:beginBackgroundTask("save document", finish)
  save(M.save_seconds, finish)
end

M.delegate = {
  applicationDidEnterBackground = function(application) M.startSaving(application) end,
}

return M
