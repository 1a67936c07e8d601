-- fails: saves when the user leaves
-- why: the save starts in didEnterBackground without a background task: on an iPhone the
--   app is suspended as soon as the callback returns, and a 2 s save does not finish.
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
    save(function() end)
  end,
}

return M
