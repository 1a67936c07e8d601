-- fails: a warm link opens the note
-- why: links are read only from the connection options, which a window gets once, when
--   it connects; on an iPhone a link that finds Notes running (the usual case) arrives in
--   openURLContexts and is ignored.
local M = {}

local function show(scene, url)
  local id = url and url:match("^notes://open%?id=(%d+)$")
  if id then scene.title = "Note " .. id end
end

M.delegate = {}
M.scene_delegate = {
  willConnect = function(scene, session, options)
    for _, context in ipairs(options.urlContexts or {}) do show(scene, context.url) end
  end,
}

return M
