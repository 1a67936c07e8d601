-- Predict what UIKit does when the user taps the icon of a scene app (life_cycle =
-- "scenes") that is not running. Write app-delegate callbacks by their short names
-- ("didEnterBackground") and scene-delegate callbacks with "scene." in front
-- ("scene.didDisconnect").
return {
  -- The callbacks of a cold launch from the icon, in order.
  launch = {},

  -- application.state while didFinishLaunching runs: "active", "inactive" or "background".
  state_in_didFinishLaunching = nil,

  -- The callbacks when the system launches the app again after purging it from memory
  -- (the user did not close its window, so the system kept the scene's session).
  relaunch = {},
}
