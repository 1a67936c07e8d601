-- fails: cold launch from the icon
-- why: the launch order of an app without scenes: in a scene app the window's callbacks go
--   to the scene delegate, so on an iPhone code put in the app delegate's didBecomeActive
--   never runs.
return {
  launch = { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" },
  state_in_didFinishLaunching = "background",
  relaunch = { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" },
}
