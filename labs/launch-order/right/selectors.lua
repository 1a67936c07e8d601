-- The same prediction in Objective-C selectors, built up step by step.
local answer = { launch = {} }
table.insert(answer.launch, "application:willFinishLaunchingWithOptions:")
table.insert(answer.launch, "application:didFinishLaunchingWithOptions:")
table.insert(answer.launch, "applicationDidBecomeActive:")
answer.state_in_didFinishLaunching = "in" .. "active"
return answer
