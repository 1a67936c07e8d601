-- fails: launch from the icon
-- why: willFinishLaunching is missing: since iOS 6 UIKit calls it first, before state
--   restoration, on every launch.
return {
  launch = { "didFinishLaunching", "didBecomeActive" },
  state_in_didFinishLaunching = "inactive",
}
