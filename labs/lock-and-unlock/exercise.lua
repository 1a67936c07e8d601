return {
  title = "Lock and unlock",
  concept = "seed 000 (transitions), seed 004; facts §2.4 (C3)",
  points = 10,
  hints = {
    "Since iOS 5, locking the screen does more than make the app inactive.",
    "Locking looks like pressing Home to the app; unlocking like coming back from the background.",
    "On iOS 4 locking only made the app inactive (willResignActive) and unlocking made it active again.",
  },
  checks = {
    { name = "locking", rationale = "locking the screen (iOS 5+) takes the app through inactive into the background" },
    { name = "unlocking", depends = { "locking" },
      rationale = "unlocking brings the app that was in front back: foreground, then active" },
    { name = "locking on iOS 4", hidden = true,
      rationale = "on iOS 4 locking only resigned active: the app kept running in front of the lock screen" },
  },
}
