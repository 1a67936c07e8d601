return {
  title = "App-level and View-level scenePhase",
  concept = "docs/semantics.md (SwiftUI phases); examples/swiftui-phases.lua",
  points = 10,
  hints = {
    "A View's scenePhase (swiftui.scene_phase) is its own window's; the App's (swiftui.app_phase) is every window's together.",
    "On an iPad with two windows, the one without the focus can be inactive while the App stays active.",
    "Pause the player when the App goes to the background (app_phase), and save a window's draft when that window stops being active (scene_phase).",
  },
  checks = {
    { name = "a prediction", rationale = "app_phase_while_one_window_is_inactive must be \"active\", \"inactive\" or \"background\"" },
    { name = "the App stays active while one window is inactive", depends = { "a prediction" },
      rationale = "the App's scenePhase is active as long as any window is" },
    { name = "the player keeps playing while a window loses focus",
      rationale = "one inactive window does not mean the app left the screen" },
    { name = "the player pauses in the background",
      rationale = "when every window is in the background, so is the App" },
    { name = "each window saves its draft when it stops being active",
      rationale = "a window's own scenePhase says when that window stops being active" },
  },
}
