-- Predict what UIKit does when the user taps the icon of a scene app (life_cycle =
-- "scenes") that is not running. Write app-delegate callbacks by their short names
-- ("didFinishLaunching") and scene-delegate callbacks with "scene." in front
-- ("scene.didBecomeActive").
return {
  -- The callbacks of a cold launch from the icon, in order.
  launch = { "didFinishLaunching", "didBecomeActive" },

  -- application.state while didFinishLaunching runs: "active", "inactive" or "background".
  state_in_didFinishLaunching = "inactive",

  -- The callbacks when the system launches the app again after purging it from memory
  -- (the user did not close its window, so the system kept the scene's session).
  relaunch = { "didFinishLaunching", "didBecomeActive" },
}
