return {
  title = "Lock and unlock",
  concept = "facts §2.4 (C3); Apple: Managing your app's life cycle",
  points = 10,
  hints = {
    "Since iOS 5, locking the screen does more than make the app inactive.",
    "To the app, a lock on iOS 17 looks like another way of leaving that you met in home-and-return; unlocking looks like the way back.",
    "iOS 4 came before that change: on iOS 4 a locked app stayed where it was, behind the lock screen. Which callbacks does an app get that only loses the user's attention (think of interruptions)?",
  },
  checks = {
    { name = "locking", prediction = true, rationale = "what the app hears when the screen locks decides where it must pause and save",
      zh = { title = "锁屏", rationale = "锁屏时应用收到哪些回调，决定了它应该在哪里暂停、在哪里保存" } },
    { name = "unlocking", depends = { "locking" }, prediction = true,
      rationale = "unlocking returns the app that was in front: knowing its callbacks tells the app where to refresh and resume",
      zh = { title = "解锁", rationale = "解锁会让锁屏前在前台的应用回来：知道它的回调，应用才知道该在哪里刷新、在哪里恢复" } },
    { name = "locking on iOS 4", hidden = true, prediction = true,
      rationale = "iOS 4 handled locking differently from later versions, and apps written for it saved in other places",
      zh = { title = "iOS 4 上的锁屏", rationale = "iOS 4 处理锁屏的方式和后来的版本不同，为它写的应用也在别的地方保存" } },
  },
  zh = {
    title = "锁屏与解锁",
    hints = {
      "从 iOS 5 开始，锁屏不只是让应用变为非活跃。",
      "对应用来说，iOS 17 上的锁屏就像你在 home-and-return 里见过的另一种离开方式；解锁就像回来的那条路。",
      "iOS 4 早于这个变化：在 iOS 4 上，被锁住的应用留在原地，就在锁屏画面后面。只是失去用户注意力的应用会收到哪些回调？（想想 interruptions 练习。）",
    },
  },
}
