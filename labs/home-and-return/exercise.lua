return {
  title = "Home and return",
  concept = "seed 000 (transitions), seed 003 (states); facts §2.2, §2.3",
  points = 10,
  hints = {
    "Leaving the foreground takes two steps: first the app stops being active, then it is in the background.",
    "Coming back mirrors leaving: a 'will' callback for the foreground, then the app becomes active.",
    "After a while with nothing to do in the background, iOS stops running the app's code, without telling it: that state is not a callback.",
  },
  checks = {
    { name = "pressing home", rationale = "pressing Home calls two delegate methods, in a fixed order" },
    { name = "coming back", depends = { "pressing home" },
      rationale = "returning from the background is not a new launch: two different callbacks" },
    { name = "a minute later", hidden = true,
      rationale = "an app with no background task is suspended soon after it enters the background" },
  },
}
