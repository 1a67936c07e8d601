-- fails: launch is a list
-- why: one string instead of a list of callbacks: a launch is several delegate calls.
return { launch = "didFinishLaunching", state_in_didFinishLaunching = "inactive" }
