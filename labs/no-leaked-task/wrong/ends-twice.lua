-- fails: no sequence of 8 events leaks a background task
-- why: the file-level id is ended when the save is done and again when the app becomes
--   active, and never cleared: on an iPhone ending an id that is already ended is a
--   misuse UIKit logs, and the same slip can end a newer task that shares the variable.
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

M.ui = { type = function(text) draft = text end }

M.delegate = {
  didEnterBackground = function(application)
    task = application:beginBackgroundTask("save draft")
    save(function() application:endBackgroundTask(task) end)
  end,
  didBecomeActive = function(application)
    if task then application:endBackgroundTask(task) end
  end,
}

return M
