-- fails: relaunch with a kept session
-- why: configurationForConnecting is asked only for a new session; on an iPhone an app
--   that sets up per-window state there finds it missing after a relaunch with a kept one.
local launch = {
  "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
  "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive",
}
return { launch = launch, state_in_didFinishLaunching = "background", relaunch = launch }
