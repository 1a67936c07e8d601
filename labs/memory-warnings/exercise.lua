return {
  title = "Memory warnings and silent purging",
  concept = "seed 003 (suspended apps are purged); facts §7, §1.2",
  points = 10,
  hints = {
    "didReceiveMemoryWarning is the place to drop what can be rebuilt: M.cache = {}.",
    "A suspended app that iOS purges to free memory gets no callback at all: willTerminate is not called.",
    "Save the draft to M.disk in didEnterBackground, the last callback before the app may be suspended and purged.",
  },
  checks = {
    { name = "a memory warning empties the cache",
      rationale = "on a memory warning the app frees what it can rebuild, or it is the next one killed" },
    { name = "the draft survives a purge",
      rationale = "a suspended app is purged (jetsam) without any callback: only what was saved before survives" },
    { name = "saved on the way to the background", depends = { "the draft survives a purge" }, hidden = true,
      rationale = "the draft is on disk right after entering the background, before any purge" },
  },
}
