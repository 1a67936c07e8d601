-- fails: a launch from the icon opens nothing
-- why: willConnect takes the first URL context without asking whether there is one, the
--   Swift connectionOptions.urlContexts.first!.url: a launch from the icon has none, so on
--   an iPhone Notes crashes at every ordinary launch.
local M = {}

local function show(scene, url)
  local id = url and url:match("^notes://open%?id=(%d+)$")
  if id then scene.title = "Note " .. id end
end

M.delegate = {}
M.scene_delegate = {
  willConnect = function(scene, session, options)
    show(scene, options.urlContexts[1].url)
  end,
  openURLContexts = function(scene, contexts)
    show(scene, contexts[1].url)
  end,
}

return M
