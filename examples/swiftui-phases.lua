-- A SwiftUI app: a View's scenePhase follows its scene, the App's follows every scene
-- together (docs/semantics.md, SwiftUI). The delegate adaptor hears didFinishLaunching
-- and willTerminate, but none of the foreground and background callbacks.

local todo = app {
  name = "Todo", bundle_id = "com.acme.todo", life_cycle = "swiftui",
  delegate = {
    didFinishLaunching = function(application) log("adaptor: didFinishLaunching") return true end,
    didBecomeActive = function(application) log("never printed") end,
  },
  swiftui = {
    scene_phase = function(scene, old, new) log("View scenePhase", old, "->", new) end,
    app_phase = function(old, new) log("App scenePhase", old, "->", new) end,
  },
}

scenario("launch, Control Center, home, force-quit", function()
  user.tap(todo)
  user.control_center()
  user.dismiss()
  user.home()
  user.tap(todo)
  user.switcher()
  user.kill(todo)
  expect.sequence(todo, {
    "phase:inactive->active", "app_phase:inactive->active",          -- launch
    "phase:active->inactive", "phase:inactive->active",               -- Control Center
    "phase:active->inactive", "phase:inactive->background",           -- home
    "phase:background->inactive", "phase:inactive->active",           -- back
    "phase:active->inactive", "phase:inactive->background",           -- force-quit while active
  })
end)
