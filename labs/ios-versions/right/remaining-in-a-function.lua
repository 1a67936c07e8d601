-- Reads the budget in a helper, keeps a 15 s margin, and ends the task through one
-- function that ends it once.
local M = { budgets = { ios17 = 30, ios12 = 180, ios6 = 600 } }

local function syncFor(seconds, done)
  dispatch.work(seconds, function()
    UserDefaults.standard:set("synced", true)
    done()
  end)
end

M.delegate = {
  ["applicationDidEnterBackground:"] = function(application)
    local task
    local function finish()
      if task then application:endBackgroundTask(task); task = nil end
    end
    task = application:beginBackgroundTask("sync", finish)
    local budget = application.backgroundTimeRemaining
    syncFor(math.max(budget - 15, 1), finish)
  end,
}

return M
