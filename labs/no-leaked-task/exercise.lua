return {
  title = "No sequence may leak a background task",
  concept = "exploration over every short sequence of events; facts §5.1, §5.2",
  points = 10,
  hints = {
    "willResignActive also comes for Control Center, Notification Center and the app switcher, which never reach the background.",
    "Begin the task in didEnterBackground: that callback comes exactly once per trip to the background.",
    "Keep the id in a local declared before beginBackgroundTask, and end it both when the save is done and in the expiration handler.",
  },
  checks = {
    { name = "saves when the user leaves",
      rationale = "the draft must be saved once the app is in the background, and the app then suspended" },
    { name = "no sequence of 8 events leaks a background task", depends = { "saves when the user leaves" },
      explore = { runs = 300, depth = 8, seed = 1 },
      rationale = "every background task must end, whatever happens before: an open task at the end of the background time gets the app killed" },
  },
}
