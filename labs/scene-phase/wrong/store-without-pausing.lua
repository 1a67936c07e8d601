-- fails: the player pauses in the background
-- why: the position is stored when the app leaves, but the video is never paused: on an
--   iPad it goes on playing while nobody sees it, and the stored position counts the time
--   the app spent in the background.
local M = { app_phase_while_one_window_is_inactive = "active" }

local drafts = {}
local function save(scene) UserDefaults.standard:set("draft." .. scene.id, drafts[scene.id] or "") end

M.ui = { type = function(text, scene) drafts[scene.id] = text end }

local started = now()
M.swiftui = {
  scene_phase = function(scene, old, new)
    if old == "active" then save(scene) end
  end,
  app_phase = function(old, new)
    if new == "background" then UserDefaults.standard:set("position", now() - started) end
  end,
}

return M
