return {
  title = "The badge counter that proves when code stops",
  concept = "seed 001 (badge counter); facts §5, §6",
  points = 10,
  hints = {
    "From iOS 8 a badge shows only if the app asked for permission: application:requestAuthorization{ \"badge\" }.",
    "A repeating main-queue timer: dispatch.timer(interval, fn, start). Start it at 0 for a first tick at once.",
    "In the tick, set application.badge = application.badge + 1. Count the ticks until the app is suspended.",
    "The warning about setApplicationIconBadgeNumber: is iOS 17 deprecating the property; it still works. Its replacement (iOS 16+) is application:setBadgeCount(n).",
  },
  checks = {
    { name = "the badge shows", rationale = "without badge authorization (iOS 8+) every badge assignment is ignored" },
    { name = "counts every second in the background", depends = { "the badge shows" },
      rationale = "a timer keeps firing while the app runs in the background: one tick at once, then one per second" },
    { name = "stops when suspended", depends = { "counts every second in the background" }, hidden = true,
      rationale = "once suspended no code runs: the badge freezes at the number of seconds the app really ran" },
  },
}
