-- fails: each window saves its draft when it stops being active
-- why: the drafts are saved only when the whole app goes to the background: on an iPad a
--   window the user left for another one keeps its draft unsaved, and a kill of that
--   window (or a crash) loses it.
local M = { app_phase_while_one_window_is_inactive = "active" }

local position = UserDefaults.standard:get("position") or 0
local since = now()
local function play() since = since or now() end
local function pause()
  if since then position = position + (now() - since); since = nil end
  UserDefaults.standard:set("position", position)
end

local drafts = {}
local function save(scene) UserDefaults.standard:set("draft." .. scene.id, drafts[scene.id] or "") end

M.ui = { type = function(text, scene) drafts[scene.id] = text end }

local scenes = {}
M.swiftui = {
  scene_phase = function(scene, old, new) scenes[scene.id] = scene end,
  app_phase = function(old, new)
    if new == "background" then
      pause()
      for _, scene in pairs(scenes) do save(scene) end
    elseif new == "active" then
      play()
    end
  end,
}

return M
