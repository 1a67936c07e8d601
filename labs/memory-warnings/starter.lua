-- Notes: a draft to keep and a cache of images to free when memory is low.
local M = { cache = {}, draft = "", disk = {} }

M.delegate = {
  didFinishLaunching = function(application, options)
    M.draft = M.disk.draft or ""
    M.cache = { "header.png", "avatar.png", "background.png" }
    return true
  end,
  willTerminate = function(application)
    M.disk.draft = M.draft
  end,
}

return M
