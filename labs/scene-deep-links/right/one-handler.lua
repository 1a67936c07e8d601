-- right: one function opens every link, whichever way it came; the id is read with
--   string.find and the note shown only for a well-formed link.
local function open(scene, contexts)
  for _, context in ipairs(contexts or {}) do
    local _, _, id = string.find(context.url, "^notes://open%?id=(%d+)$")
    if id then scene.title = "Note " .. id end
  end
end

return {
  delegate = {},
  scene_delegate = {
    willConnect = function(scene, session, options) open(scene, options.urlContexts) end,
    openURLContexts = open,
  },
}
