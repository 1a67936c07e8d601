-- A SwiftUI video player with a notes field in each window. This file is the app's code:
-- it runs anew in every process.
local M = {}

-- Predict: with two windows, one focused (active) and one not (inactive), what is the
-- App's scenePhase? "active", "inactive" or "background".
M.app_phase_while_one_window_is_inactive = nil

-- The video plays from launch. pause() stops it and stores where it stopped
-- (UserDefaults "position", in seconds played); play() starts it again.
local position = UserDefaults.standard:get("position") or 0
local since = now()                  -- when playback started; nil while paused
local function play() since = since or now() end
local function pause()
  if since then position = position + (now() - since); since = nil end
  UserDefaults.standard:set("position", position)
end

-- Each window has a notes field: save(scene) stores what was typed in that window
-- (UserDefaults "draft.<scene.id>").
local drafts = {}
local function save(scene) UserDefaults.standard:set("draft." .. scene.id, drafts[scene.id] or "") end

M.ui = {
  type = function(text, scene) drafts[scene.id] = text end,   -- the user types in a window
}

M.swiftui = {
  scene_phase = function(scene, old, new)
    if new == "background" then save(scene) end
    if new ~= "active" then pause() else play() end
  end,
}

return M
