-- A SwiftUI player app. Keep M.playing true while any of its windows is active; pause
-- (M.playing = false) when the whole app goes to the background. Save a window's draft
-- (append its scene.id to M.saved) each time that window stops being active.
local M = { playing = true, saved = {} }

-- Predict: with two windows, one focused (active) and one not (inactive), what is the
-- App's scenePhase? "active", "inactive" or "background".
M.app_phase_while_one_window_is_inactive = "inactive"

M.swiftui = {
  scene_phase = function(scene, old, new)
    if new ~= "active" then M.playing = false end
  end,
}

return M
