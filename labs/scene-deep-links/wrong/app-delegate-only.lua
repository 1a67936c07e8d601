-- fails: a warm link opens the note
-- why: the app-delegate code from before scenes: in a scene app UIKit never calls the app
--   delegate's openURL, so on an iPhone every link opens Notes and shows nothing.
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
M.scene_delegate = {}

return M
