-- fails: launch from the icon
-- why: willEnterForeground on a cold launch (the lab's taught mistake): on an iPhone it
--   comes only when a running app returns from the background.
return {
  launch = { "willFinishLaunching", "didFinishLaunching", "willEnterForeground", "didBecomeActive" },
  state_in_didFinishLaunching = "inactive",
}
