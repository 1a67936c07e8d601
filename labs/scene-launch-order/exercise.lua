return {
  title = "A scene app's launch order",
  concept = "docs/semantics.md (Scenes: cold launch, sessions); examples/scenes-launch.lua",
  points = 10,
  hints = {
    "The app delegate still launches the process: willFinishLaunching and didFinishLaunching come first. Write scene callbacks as \"scene.didBecomeActive\".",
    "After didFinishLaunching, UIKit asks the app delegate for a configuration (a new session), then the scene connects, comes to the foreground and becomes active.",
    "A scene app launches in the background state. When the system relaunches it with a session it kept, it does not ask for a configuration again.",
  },
  checks = {
    { name = "launch is a list", rationale = "launch must be a list of names such as \"didFinishLaunching\" or \"scene.didBecomeActive\"" },
    { name = "cold launch from the icon", depends = { "launch is a list" },
      rationale = "a scene app's launch: the app delegate's launch methods, a configuration, then the scene's connect, foreground and active" },
    { name = "state during didFinishLaunching",
      rationale = "a scene app launches in the background state: no scene is connected yet" },
    { name = "relaunch with a kept session", depends = { "launch is a list" },
      rationale = "configurationForConnecting is asked for new sessions only; a relaunch reuses the session the system kept" },
  },
}
