-- 一个新闻应用：可以由 URL 启动，也可以由后台获取在后台启动。
-- 这个文件就是应用的代码：应用的每个进程都会重新运行它。
local M = { ui_built = 0 }   -- 这个进程的内存

-- 构建界面。每构建一次，就在 UserDefaults（"ui_builds"）里记一次。
local function buildUI()
  M.ui_built = M.ui_built + 1
  UserDefaults.standard:set("ui_builds", (UserDefaults.standard:get("ui_builds") or 0) + 1)
end

-- 显示一篇报道（像 "news://story/42" 这样的 URL），并记住它（"story"）。
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
