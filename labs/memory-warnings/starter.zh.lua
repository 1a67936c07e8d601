-- 备忘录：要保留的草稿，以及内存不足时要释放的图片缓存。
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
