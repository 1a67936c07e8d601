local M = {}

local function show(scene, url)
  local id = url and url:match("^notes://open%?id=(%d+)$")
  if id then scene.title = "Note " .. id end
end

M.delegate = {}

M.scene_delegate = {
  willConnect = function(scene, session, options)
    for _, context in ipairs(options.urlContexts or {}) do show(scene, context.url) end   -- cold
  end,
  openURLContexts = function(scene, contexts)
    for _, context in ipairs(contexts) do show(scene, context.url) end                     -- warm
  end,
}

return M
