-- fails: the badge shows
-- why: it counts, but never asks for badge permission: since iOS 8 every badge it sets
--   is ignored.
local M = {}

M.delegate = {
  didEnterBackground = function(application)
    local id
    id = application:beginBackgroundTask("counter", function()
      application:endBackgroundTask(id)
    end)
    application.badge = 0
    dispatch.timer(1, function()
      application.badge = application.badge + 1
    end, 0)
  end,
}

return M
