-- right: the same predictions written with Objective-C selectors, which expectations
--   accept beside the short names; the relaunch built from the launch.
local window = { "scene:willConnectToSession:options:", "sceneWillEnterForeground:", "sceneDidBecomeActive:" }
local process = { "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:" }

local launch, relaunch = {}, {}
for _, name in ipairs(process) do launch[#launch + 1] = name; relaunch[#relaunch + 1] = name end
launch[#launch + 1] = "application:configurationForConnectingSceneSession:options:"
for _, name in ipairs(window) do launch[#launch + 1] = name; relaunch[#relaunch + 1] = name end

return { launch = launch, state_in_didFinishLaunching = "background", relaunch = relaunch }
