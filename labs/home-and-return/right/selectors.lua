-- The same predictions in Objective-C selectors.
local prediction = {}
prediction.home = { "applicationWillResignActive:", "applicationDidEnterBackground:" }
prediction.back = { "applicationWillEnterForeground:", "applicationDidBecomeActive:" }
prediction.state_after_a_minute = ("SUSPENDED"):lower()
return prediction
