-- A news app that can be launched by a URL or, in the background, by a fetch.
local M = { launch_url = nil, fetches = 0, ui_built = 0 }

local function buildUI()
  M.ui_built = M.ui_built + 1
end

M.delegate = {
  didFinishLaunching = function(application, options)
    buildUI()
    return true
  end,
  performFetch = function(application, completion)
    M.fetches = M.fetches + 1
  end,
}

return M
