-- Notes opens notes://open?id=N links. It was an app-delegate app; it now runs the scene
-- life cycle (the checks declare it with life_cycle = "scenes"), and its links stopped
-- working. Make them work again, whether the link launches Notes or finds it running.
-- show(scene, url) opens a link's note in a window: the window's title (scene.title, which
-- the app switcher shows) becomes "Note N".
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
