-- fails: a cold link opens the note
-- why: only openURLContexts handles links; a link that launches Notes arrives in the
--   connection options of willConnect instead, so on an iPhone the first tap on a link,
--   when Notes is not running, opens Notes and not the note.
local M = {}

local function show(scene, url)
  local id = url and url:match("^notes://open%?id=(%d+)$")
  if id then scene.title = "Note " .. id end
end

M.delegate = {}
M.scene_delegate = {
  openURLContexts = function(scene, contexts)
    for _, context in ipairs(contexts) do show(scene, context.url) end
  end,
}

return M
