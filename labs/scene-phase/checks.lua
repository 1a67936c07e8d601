-- Checks of scene-phase: a SwiftUI app with two windows on an iPad where only the focused
-- window is active (ipadWindowFocus = "focusedOnly").
device { idiom = "ipad", ipadWindowFocus = "focusedOnly" }
local M = student()
local seen = {}
local player = app {
  name = "Player", life_cycle = "swiftui", multiple_windows = true,
  swiftui = {
    scene_phase = function(scene, old, new) if M.swiftui.scene_phase then M.swiftui.scene_phase(scene, old, new) end end,
    app_phase = function(old, new)
      seen.app = new
      if M.swiftui.app_phase then M.swiftui.app_phase(old, new) end
    end,
  },
}

scenario("a prediction", function()
  local p = M.app_phase_while_one_window_is_inactive
  expect.equal(p == "active" or p == "inactive" or p == "background", true, "a phase name")
end)

scenario("the App stays active while one window is inactive", function()
  user.tap(player)
  user.open_window(player)
  user.focus(player.scenes[1])
  expect.scene_state(player.scenes[2], "foregroundInactive")
  expect.equal(M.app_phase_while_one_window_is_inactive, seen.app, "app_phase_while_one_window_is_inactive")
end)

scenario("the player keeps playing while a window loses focus", function()
  user.tap(player)
  user.open_window(player)
  user.focus(player.scenes[1])
  expect.equal(M.playing, true, "playing")
end)

scenario("the player pauses in the background", function()
  user.tap(player)
  user.open_window(player)
  user.home()
  expect.equal(M.playing, false, "playing")
end)

scenario("each window saves its draft when it stops being active", function()
  user.tap(player)
  user.open_window(player)     -- window 1 loses the focus
  user.focus(player.scenes[1]) -- window 2 loses it
  expect.equal(M.saved, { 1, 2 }, "saved")
end)
