return {
  launch = {
    "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
    "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive",
  },
  state_in_didFinishLaunching = "background",
  relaunch = {
    "willFinishLaunching", "didFinishLaunching",
    "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive",
  },
}
