-- Saving the draft when the user leaves the app.
local M = {}
local draft = ""

local function save(done)
  local text = draft
  dispatch.work(2, function()
    UserDefaults.standard:set("draft", text)
    done()
  end)
end

M.ui = {
  type = function(text) draft = text end,
}

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("save draft", function()
      application:endBackgroundTask(id)
    end)
    save(function()
      application:endBackgroundTask(id)
    end)
  end,
}

return M
