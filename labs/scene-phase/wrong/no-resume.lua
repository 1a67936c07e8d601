-- fails: the player pauses in the background
-- why: the video pauses when the app leaves but never plays again: on an iPad the user
--   comes back to a stopped video, and the stored position stops counting.
local M = { app_phase_while_one_window_is_inactive = "active" }

local position = UserDefaults.standard:get("position") or 0
local since = now()
local function pause()
  if since then position = position + (now() - since); since = nil end
  UserDefaults.standard:set("position", position)
end

local drafts = {}
local function save(scene) UserDefaults.standard:set("draft." .. scene.id, drafts[scene.id] or "") end

M.ui = { type = function(text, scene) drafts[scene.id] = text end }

M.swiftui = {
  scene_phase = function(scene, old, new)
    if old == "active" then save(scene) end
  end,
  app_phase = function(old, new)
    if new == "background" then pause() end
  end,
}

return M
