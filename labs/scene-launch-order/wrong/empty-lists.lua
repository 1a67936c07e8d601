-- fails: cold launch from the icon
-- why: a shape-only answer: lists of the right type that predict nothing; a launch on an
--   iPhone calls both delegates.
return { launch = {}, state_in_didFinishLaunching = "background", relaunch = {} }
