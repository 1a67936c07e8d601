local M = { cache = {}, draft = "", disk = {} }

M.delegate = {
  didFinishLaunching = function(application, options)
    M.draft = M.disk.draft or ""
    M.cache = { "header.png", "avatar.png", "background.png" }
    return true
  end,
  didReceiveMemoryWarning = function(application)
    M.cache = {}
  end,
  didEnterBackground = function(application)
    M.disk.draft = M.draft
  end,
}

return M
