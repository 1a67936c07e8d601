local M = { playing = true, saved = {} }

M.app_phase_while_one_window_is_inactive = "active"

M.swiftui = {
  scene_phase = function(scene, old, new)
    if old == "active" then M.saved[#M.saved + 1] = scene.id end
  end,
  app_phase = function(old, new)
    if new == "background" then M.playing = false end
    if new == "active" then M.playing = true end
  end,
}

return M
