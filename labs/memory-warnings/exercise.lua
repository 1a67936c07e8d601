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
      rationale = "on a memory warning the app frees what it can rebuild, or it is the next one killed",
      zh = { title = "内存警告时清空缓存", rationale = "收到内存警告时，应用应释放能重建的东西，否则下一个被杀掉的就是它" } },
    { name = "the draft survives a purge",
      rationale = "a suspended app is purged (jetsam) without any callback: only what was saved before survives",
      zh = { title = "草稿在清除后保留下来",
             rationale = "挂起的应用被清除（jetsam）时收不到任何回调：只有之前保存过的东西才能留下来" } },
    { name = "saved on the way to the background", depends = { "the draft survives a purge" }, hidden = true,
      rationale = "the draft is on disk right after entering the background, before any purge",
      zh = { title = "进入后台途中保存", rationale = "进入后台之后、任何清除发生之前，草稿就应该已经写到磁盘上" } },
  },
  zh = {
    title = "内存警告与悄无声息的清除",
    hints = {
      "didReceiveMemoryWarning 里应该丢掉能重建的东西：M.cache = {}。",
      "iOS 为了释放内存而清除一个挂起的应用时，不会调用任何回调：willTerminate 不会被调用。",
      "在 didEnterBackground 里把草稿存到 M.disk：这是应用可能被挂起和清除之前的最后一个回调。",
    },
    labels = {
      ["cache after a memory warning"] = "内存警告之后的 cache",
      ["draft after the relaunch"] = "重新启动之后的 draft",
      ["disk.draft after pressing Home"] = "按下 Home 键之后的 disk.draft",
    },
  },
}
