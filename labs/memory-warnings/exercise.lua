return {
  title = "Memory warnings and silent purging",
  concept = "suspended apps are purged; facts §7, §1.2; Apple: Responding to memory warnings",
  points = 10,
  hints = {
    "UIKit tells a running app when memory is short: find the app-delegate key for it in docs/reference.md, and look at what the starter already offers for the cache.",
    "A suspended app that iOS purges to free memory gets no callback at all: run the second check with --trace and look for willTerminate.",
    "Which callbacks does an app get on its way from the front to suspended? The last one that always comes is where a save is sure to run.",
  },
  checks = {
    { name = "a memory warning empties the cache",
      rationale = "a memory warning means memory is short: an app that keeps what it can rebuild is the next one killed",
      zh = { title = "内存警告时清空缓存", rationale = "内存警告说明内存紧张：留着能重建的东西不放的应用，下一个被杀掉的就是它" } },
    { name = "the draft survives a purge",
      rationale = "a suspended app is purged (jetsam) without any callback: only what was saved before survives",
      zh = { title = "草稿在清除后保留下来",
             rationale = "挂起的应用被清除（jetsam）时收不到任何回调：只有之前保存过的东西才能留下来" } },
    { name = "the relaunch starts from the stored draft", depends = { "the draft survives a purge" }, hidden = true,
      rationale = "after a purge the next tap starts a new process, which has only what was stored",
      zh = { title = "重新启动后从存下的草稿开始", rationale = "被清除之后，下一次点击会启动一个新进程，它只有存下来的东西" } },
  },
  zh = {
    title = "内存警告与悄无声息的清除",
    hints = {
      "内存紧张时，UIKit 会通知正在运行的应用：在 docs/reference.md 里找到对应的应用代理键，再看看初始代码已经为缓存准备了什么。",
      "iOS 为了释放内存而清除一个挂起的应用时，不会调用任何回调：用 --trace 运行第二项检查，找一找 willTerminate。",
      "应用从前台一路走到挂起，会收到哪些回调？最后一个一定会来的回调，才是保存一定能执行的地方。",
    },
    labels = {
      ["the stored draft after the purge"] = "清除之后存下的草稿",
      ["the stored draft after the relaunch"] = "重新启动之后存下的草稿",
    },
  },
}
