-- 备忘录：要保留的草稿，以及内存不足时要释放的图片缓存。这个文件就是备忘录的代码：它在每个
-- 进程里都会重新运行。备忘录启动时占用 250 MB 内存：自身 50 MB，缓存的图片 CACHE_MB
--（application.memoryFootprint）。
local M = {}
local CACHE_MB = 200
local cache = { "header.png", "avatar.png", "background.png" }   -- 解码后的图片，需要时可以重建
local draft = ""                                                   -- 用户在这个进程里输入的内容

-- 清空缓存，把它占用的内存还给系统。
local function emptyCache(application)
  if cache then
    cache = nil
    application:free(CACHE_MB)
  end
end

M.ui = {
  type = function(text) draft = text end,   -- 文本框：用户在这里输入
}

M.delegate = {
  didFinishLaunching = function(application, options)
    draft = UserDefaults.standard:get("draft") or ""
    return true
  end,
  willTerminate = function(application)
    emptyCache(application)
    UserDefaults.standard:set("draft", draft)
  end,
}

return M
