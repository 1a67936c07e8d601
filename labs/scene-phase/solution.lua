local M = {}

M.app_phase_while_one_window_is_inactive = "active"

local position = UserDefaults.standard:get("position") or 0
local since = now()
local function play() since = since or now() end
local function pause()
  if since then position = position + (now() - since); since = nil end
  UserDefaults.standard:set("position", position)
end

local drafts = {}
local function save(scene) UserDefaults.standard:set("draft." .. scene.id, drafts[scene.id] or "") end

M.ui = {
  type = function(text, scene) drafts[scene.id] = text end,
}

M.swiftui = {
  scene_phase = function(scene, old, new)
    if old == "active" then save(scene) end
  end,
  app_phase = function(old, new)
    if new == "background" then pause() end
    if new == "active" then play() end
  end,
}

return M
