local M = { launch_url = nil, fetches = 0, ui_built = 0 }

local function buildUI()
  M.ui_built = M.ui_built + 1
end

M.delegate = {
  didFinishLaunching = function(application, options)
    M.launch_url = options and options.url
    application:setMinimumBackgroundFetchInterval("minimum")  -- without it iOS never fetches
    if application.state ~= "background" then buildUI() end
    return true
  end,
  willEnterForeground = function(application)
    if M.ui_built == 0 then buildUI() end
  end,
  performFetch = function(application, completion)
    M.fetches = M.fetches + 1
    completion("newData")
  end,
}

return M
