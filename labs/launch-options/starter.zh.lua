-- 一个新闻应用：可能由 URL 启动，也可能为了后台获取在后台启动。
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
