local M = { opened = {} }

local function open(url)
  local id = url and url:match("^notes://open%?id=(%d+)$")
  if id then M.opened[#M.opened + 1] = id end
end

M.delegate = {}

M.scene_delegate = {
  willConnect = function(scene, session, options)
    for _, context in ipairs(options.urlContexts or {}) do open(context.url) end   -- cold
  end,
  openURLContexts = function(scene, contexts)
    for _, context in ipairs(contexts) do open(context.url) end                     -- warm
  end,
}

return M
