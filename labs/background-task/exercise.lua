return {
  title = "The background task that must end",
  concept = "seed 001 (background task); facts §5.1, §5.2",
  points = 10,
  hints = {
    "beginBackgroundTask returns an id; keep it in a local variable declared before the call.",
    "End the task with application:endBackgroundTask(id) as soon as the save is done.",
    "Pass an expiration handler as the second argument of beginBackgroundTask; it must end the same id, or iOS kills the app.",
  },
  checks = {
    { name = "the save finishes in the background",
      rationale = "a background task keeps the app running after didEnterBackground returns, so a 10 s save can finish" },
    { name = "suspended once the save is done", depends = { "the save finishes in the background" },
      rationale = "a task that is not ended keeps the app running until the time runs out, and then iOS kills it" },
    { name = "a save longer than the budget", depends = { "the save finishes in the background" },
      rationale = "when time runs out the expiration handler must end the task; otherwise the app is killed (0x8badf00d)" },
  },
}
