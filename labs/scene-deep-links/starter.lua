-- Notes opens notes://open?id=N links. It was an app-delegate app; it now runs the scene
-- life cycle (the checks declare it with life_cycle = "scenes"), and its links stopped
-- working. Make them work again, whether the link launches Notes or finds it running.
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
