-- fails: saves when the user leaves
-- why: the task is begun and the save runs, but the task is never ended: on an iPhone the
--   app stays in the background until its time runs out and is then killed.
local M = {}
local draft = ""

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
    application:beginBackgroundTask("save draft")
    save(function() end)
  end,
}

return M
