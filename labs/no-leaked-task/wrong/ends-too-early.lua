-- fails: saves when the user leaves
-- why: the task is ended right after the save starts instead of when it is done: on an
--   iPhone the app is suspended at once, the save stops half-way, and the draft is not
--   stored.
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
    local id
    id = application:beginBackgroundTask("save draft", function() application:endBackgroundTask(id) end)
    save(function() end)
    application:endBackgroundTask(id)
  end,
}

return M
