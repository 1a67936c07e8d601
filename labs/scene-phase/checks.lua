-- Checks of scene-phase: a SwiftUI app with two windows on an iPad where only the focused
-- window is active (ipadWindowFocus = "focusedOnly"). The student's file is the app's code,
-- run anew in every process (student() in app code). The checks read what UIKit did (the
-- App's phase, from its own observer) and what the app stored in UserDefaults, never a
-- value of the module; the prediction is compared with what UIKit did.
device { idiom = "ipad", ipadWindowFocus = "focusedOnly" }
local seen = {}       -- the App's phase, as UIKit reports it

local player = app {
  name = "Player", life_cycle = "swiftui", multiple_windows = true,
  main = function()
    local M = student()
    local own = M.swiftui or {}
    local typed = M.ui and M.ui.type
    local run = type(typed) == "table" and typed.run or typed
    return {
      swiftui = {
        scene_phase = function(scene, old, new)
          if own.scene_phase then own.scene_phase(scene, old, new) end
        end,
        app_phase = function(old, new)
          seen.app = new
          if own.app_phase then own.app_phase(old, new) end
        end,
      },
      ui = {
        type = function(text, scene)   -- the notes field of the window touched
          if run then return run(text, scene) end
        end,
      },
    }
  end,
}

local function draft(scene) return player.defaults["draft." .. scene.id] end

scenario("a prediction", function()
  user.tap(player)
  local p = (student(player) or {}).app_phase_while_one_window_is_inactive
  expect.equal(p == "active" or p == "inactive" or p == "background", true, "a phase name")
end)

scenario("the App phase while one window is inactive", function()
  user.tap(player)
  user.open_window(player)
  user.focus(player.scenes[1])
  expect.scene_state(player.scenes[2], "foregroundInactive")
  local M = student(player) or {}
  expect.equal(M.app_phase_while_one_window_is_inactive, seen.app, "app_phase_while_one_window_is_inactive")
end)

scenario("the player keeps playing while a window loses focus", function()
  user.tap(player)
  user.open_window(player)
  wait(10)
  user.focus(player.scenes[1])
  wait(10)
  expect.equal(player.defaults.position, nil, "the stored position while a window is still active")
end)

scenario("the player pauses in the background", function()
  user.tap(player)
  user.open_window(player)
  wait(30)
  user.home()
  wait(60)
  user.tap(player)
  wait(20)
  user.home()
  local position = player.defaults.position
  expect.equal(type(position) == "number" and math.floor(position / 10 + 0.5) * 10 or position, 50,
    "the stored position, to the nearest 10 s")
end)

scenario("each window saves its draft when it stops being active", function()
  user.tap(player)
  user.ui(player, "type", "verse 1")
  user.open_window(player)             -- window 1 loses the focus
  expect.equal(draft(player.scenes[1]), "verse 1", "window 1's stored draft")
  user.ui(player, "type", "chorus")
  user.focus(player.scenes[1])         -- window 2 loses it
  expect.equal(draft(player.scenes[2]), "chorus", "window 2's stored draft")
end)
