-- fails: launch is a list
-- why: the callbacks written as one string: the checks compare lists of callbacks, and a
--   string cannot say in which order UIKit calls what.
return {
  launch = "willFinishLaunching didFinishLaunching configurationForConnecting",
  state_in_didFinishLaunching = "background",
  relaunch = "willFinishLaunching didFinishLaunching",
}
