-- Predict what UIKit does when the user taps the icon of an app that is
-- not running. Edit the two answers below.
return {
  -- The delegate callbacks, in order (short names: "didBecomeActive", ...).
  launch = { "didFinishLaunching" },

  -- application.state while didFinishLaunching runs: "active", "inactive" or "background".
  state_in_didFinishLaunching = "active",
}
