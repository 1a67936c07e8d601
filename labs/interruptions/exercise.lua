return {
  title = "Interruptions: calls and Notification Center",
  concept = "seed 004 (interruptions), seed 003; facts §2.4, §2.5",
  points = 10,
  hints = {
    "Pulling down Notification Center does not send the app to the background.",
    "Which callback comes for every interruption, before any background callback?",
    "Pause in willResignActive and resume in didBecomeActive: they always come in pairs.",
  },
  checks = {
    { name = "Notification Center pauses the game",
      rationale = "an overlay such as Notification Center makes the app inactive, not background: pause on resigning active" },
    { name = "dismissing it resumes the game", depends = { "Notification Center pauses the game" },
      rationale = "when the overlay goes away the app becomes active again and the game should run" },
    { name = "a ringing call pauses the game", hidden = true,
      rationale = "a ringing call (iOS 13) is an interruption too: the game pauses while it rings and resumes when declined" },
  },
}
