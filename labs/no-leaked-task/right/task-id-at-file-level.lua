-- right: the task id lives in a file-level variable, as a `var task` property of the
--   AppDelegate would; the task is begun when the app resigns active and ended when it
--   comes back or when the save is done. A new process (after a restart) starts with no
--   task, as on an iPhone.
local M = {}
local draft = ""
local task

local function save(done)
  local text = draft
  dispatch.work(2, function()
    UserDefaults.standard:set("draft", text)
    done()
  end)
end

local function finish(application)
  if task then
    application:endBackgroundTask(task)
    task = nil
  end
end

M.ui = {
  type = function(text) draft = text end,
}

M.delegate = {
  willResignActive = function(application)
    finish(application)
    task = application:beginBackgroundTask("save draft", function() finish(application) end)
  end,
  didBecomeActive = function(application)
    finish(application)
  end,
  didEnterBackground = function(application)
    save(function() finish(application) end)
  end,
}

return M
