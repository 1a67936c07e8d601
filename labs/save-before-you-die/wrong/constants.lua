-- fails: the draft survives a swipe from the switcher
-- why: a shape-only module: a main that returns an app with nothing in it; on an iPhone
--   what the user types goes nowhere.
return { main = function() return { delegate = {} } end }
