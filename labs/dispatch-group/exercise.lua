return {
  title = "The dispatch-group clean-up",
  concept = "seed 001 (dispatch group and notify); facts §5.2",
  points = 10,
  hints = {
    "The task may only end when both the save and the upload are done.",
    "group:enter() before starting each piece of work, group:leave() in its completion.",
    "End the task in group:notify(function() ... end): it runs once nothing is in flight.",
  },
  checks = {
    { name = "both finish in the background",
      rationale = "ending the task after the first job suspends the app and freezes the second one" },
    { name = "suspended once both are done", depends = { "both finish in the background" },
      rationale = "once save and upload are done the task must end at once, so the app is suspended rather than killed" },
    { name = "work longer than the budget", hidden = true,
      rationale = "an expiration handler must end the task when the work outlasts the background time" },
  },
}
