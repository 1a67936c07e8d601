return {
  title = "iOS versions: 600, 180 and 30 seconds",
  concept = "seed 001 (\"180 s after iOS 7\"); facts §5.3 (C6)",
  points = 10,
  hints = {
    "The seed says 180 s: true for iOS 7-12 only. Before iOS 7 it was 10 minutes; since iOS 13 about 30 s.",
    "Do not hard-code the budget: read application.backgroundTimeRemaining after beginBackgroundTask.",
    "Sync for (backgroundTimeRemaining - 10) seconds and end the task when the sync is done.",
    "On iOS 6 and earlier beginBackgroundTask takes no name (application:beginBackgroundTask(handler)): the name form came in iOS 7, and calling it before is an unrecognized selector that crashes the app.",
  },
  checks = {
    { name = "the budgets", rationale = "background time depends on the iOS version: about 600 s to iOS 6, 180 s in 7-12, 30 s from 13" },
    { name = "the sync finishes on iOS 17",
      rationale = "work sized for the seed's 180 s does not finish in iOS 17's 30 s: size it from backgroundTimeRemaining" },
    { name = "the sync finishes on iOS 12", depends = { "the sync finishes on iOS 17" }, hidden = true,
      rationale = "the same code must use the longer budget of older versions, and still end its task" },
  },
}
