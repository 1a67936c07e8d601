-- Notes 能打开 notes://open?id=N 链接。它原来用的是应用代理的生命周期；现在改用了场景
-- 生命周期（检查用 life_cycle = "scenes" 声明它），链接就失效了。让链接重新生效：无论链接
-- 是启动了 Notes，还是遇到 Notes 正在运行。
-- show(scene, url) 在一个窗口里打开链接指向的笔记：窗口的标题（scene.title，应用切换器会
-- 显示它）变成 "Note N"。
local M = {}

local function show(scene, url)
  local id = url and url:match("^notes://open%?id=(%d+)$")
  if id then scene.title = "Note " .. id end
end

M.delegate = {
  openURL = function(application, url, options)
    show(application.connectedScenes[1], url)
    return true
  end,
}

M.scene_delegate = {
  -- TODO
}

return M
