-- A news app that can be launched by a URL or, in the background, by a fetch.
-- This file is the app's code: it runs anew in every process of the app.
local M = { ui_built = 0 }   -- this process's memory

-- Builds the screen. It counts each build in UserDefaults ("ui_builds").
local function buildUI()
  M.ui_built = M.ui_built + 1
  UserDefaults.standard:set("ui_builds", (UserDefaults.standard:get("ui_builds") or 0) + 1)
end

-- Shows a story (a URL such as "news://story/42") and remembers it ("story").
function M.show(url)
  UserDefaults.standard:set("story", url)
end

M.delegate = {
  didFinishLaunching = function(application, options)
    buildUI()
    return true
  end,
  performFetch = function(application, completion)
  end,
}

return M
