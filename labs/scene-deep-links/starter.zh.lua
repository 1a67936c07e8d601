-- Notes 能打开 notes://open?id=N 链接。它原来是一个应用代理式的应用；现在它运行场景生命周期
-- （检查用 life_cycle = "scenes" 声明它），链接就失效了。让链接重新生效：无论链接是启动了
-- Notes，还是遇到 Notes 正在运行。
local M = { opened = {} }

local function open(url)
  local id = url and url:match("^notes://open%?id=(%d+)$")
  if id then M.opened[#M.opened + 1] = id end
end

M.delegate = {
  openURL = function(application, url, options)
    open(url)
    return true
  end,
}

M.scene_delegate = {
  -- TODO
}

return M
