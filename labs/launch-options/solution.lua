local M = { ui_built = 0 }

local function buildUI()
  M.ui_built = M.ui_built + 1
  UserDefaults.standard:set("ui_builds", (UserDefaults.standard:get("ui_builds") or 0) + 1)
end

function M.show(url)
  UserDefaults.standard:set("story", url)
end

M.delegate = {
  didFinishLaunching = function(application, options)
    if options and options.url then M.show(options.url) end
    application:setMinimumBackgroundFetchInterval("minimum")  -- without it iOS never fetches
    if application.state ~= "background" then buildUI() end
    return true
  end,
  willEnterForeground = function(application)
    if M.ui_built == 0 then buildUI() end
  end,
  performFetch = function(application, completion)
    completion("newData")
  end,
}

return M
