-- fails: launch from the icon
-- why: the right shape with nothing in it: a launch from the icon calls three launch
--   methods on an iPhone, and an empty list predicts none.
return { launch = {}, state_in_didFinishLaunching = "" }
