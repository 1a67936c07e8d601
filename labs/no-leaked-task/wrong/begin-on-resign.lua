-- fails: no sequence of 8 events leaks a background task
-- why: the lab's mistake: the task is begun in willResignActive, which also comes for
--   Control Center, Notification Center, the switcher and calls that never reach the
--   background; the next resign overwrites the id, the first task is never ended, and on
--   an iPhone the app is killed when its background time runs out.
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
  willResignActive = function(application)
    task = application:beginBackgroundTask("save draft")
  end,
  didEnterBackground = function(application)
    save(function()
      if task then
        application:endBackgroundTask(task)
        task = nil
      end
    end)
  end,
}

return M
