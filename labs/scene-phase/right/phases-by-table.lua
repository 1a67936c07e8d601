-- right: the same behaviour from tables of what to do per phase change; a window's draft
--   is saved when it goes from active to anything else, and the player follows the App.
local position = UserDefaults.standard:get("position") or 0
local since = now()
local drafts = {}

local player = {
  background = function()
    if since then position = position + (now() - since); since = nil end
    UserDefaults.standard:set("position", position)
  end,
  active = function() since = since or now() end,
}

return {
  app_phase_while_one_window_is_inactive = "active",
  ui = { type = function(text, scene) drafts[scene.id] = text end },
  swiftui = {
    scene_phase = function(scene, old, new)
      if old == "active" and new ~= "active" then
        UserDefaults.standard:set("draft." .. scene.id, drafts[scene.id] or "")
      end
    end,
    app_phase = function(old, new)
      local act = player[new]
      if act then act() end
    end,
  },
}
