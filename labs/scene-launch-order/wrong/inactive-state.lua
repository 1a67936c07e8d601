-- fails: state during didFinishLaunching
-- why: the state of an app without scenes: a scene app launches its process before any
--   window is on screen, so on an iPhone code in didFinishLaunching that waits for an
--   inactive state to set up its UI never does.
return {
  launch = {
    "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
    "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive",
  },
  state_in_didFinishLaunching = "inactive",
  relaunch = {
    "willFinishLaunching", "didFinishLaunching",
    "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive",
  },
}
