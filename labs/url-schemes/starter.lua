-- Todo opens todolist://add?item=NAME links from other apps.
local M = { items = {} }

M.delegate = {
  willFinishLaunching = function(application, options)
    return true
  end,
  didFinishLaunching = function(application, options)
    return true
  end,
  openURL = function(application, url, options)
    -- TODO: add the item of todolist://add?item=NAME to M.items
    return true
  end,
}

return M
