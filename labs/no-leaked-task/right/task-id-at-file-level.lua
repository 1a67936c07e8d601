-- right: the task id lives in a file-level variable, as a `var task` property of the
--   AppDelegate would; every task begun is ended when the app comes back or goes to the
--   background. A new process (after a restart) starts with no task, as on an iPhone.
local M = { saved = true }
local task

local function finish(application)
  if task then
    application:endBackgroundTask(task)
    task = nil
  end
end

M.delegate = {
  willResignActive = function(application)
    M.saved = false
    task = application:beginBackgroundTask("save draft")
  end,
  didBecomeActive = function(application)
    finish(application)
  end,
  didEnterBackground = function(application)
    M.saved = true
    finish(application)
  end,
}

return M
