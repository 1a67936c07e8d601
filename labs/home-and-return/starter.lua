-- Predict what UIKit does when the user presses Home and later comes back.
return {
  -- Callbacks when the user presses Home, in order.
  home = { "didEnterBackground" },
  -- Callbacks when the user taps the icon again, in order.
  back = { "didFinishLaunching", "didBecomeActive" },
  -- The app's state a minute after pressing Home.
  state_after_a_minute = "background",
}
