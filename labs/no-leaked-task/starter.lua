-- Saving the draft when the user leaves the app. This file is Notes's code: it runs anew in
-- every process. The user types on the app's screen (its ui: user.ui(notes, "type", "milk")).
-- save(done) writes the draft to UserDefaults; it takes 2 s, off the main thread, and
-- calls done() when the draft is stored.
local M = {}
local draft = ""                   -- what the user typed in this process
local task                         -- like a `var task` property of the AppDelegate

local function save(done)
  local text = draft
  dispatch.work(2, function()
    UserDefaults.standard:set("draft", text)
    done()
  end)
end

M.ui = {
  type = function(text) draft = text end,   -- the text field
}

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
