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
    { name = "locking", rationale = "locking the screen (iOS 5+) takes the app through inactive into the background",
      zh = { title = "锁屏", rationale = "锁屏（iOS 5 起）会让应用经过非活跃状态进入后台" } },
    { name = "unlocking", depends = { "locking" },
      rationale = "unlocking brings the app that was in front back: foreground, then active",
      zh = { title = "解锁", rationale = "解锁会把锁屏前在前台的应用带回来：先进入前台，再变为活跃" } },
    { name = "locking on iOS 4", hidden = true,
      rationale = "iOS 4 handled locking differently from later versions: the app was not sent to the background",
      zh = { title = "iOS 4 上的锁屏", rationale = "iOS 4 处理锁屏的方式和后来的版本不同：应用并不会被送进后台" } },
  },
  zh = {
    title = "锁屏与解锁",
    hints = {
      "从 iOS 5 开始，锁屏不只是让应用变为非活跃。",
      "对应用来说，锁屏就像按下 Home 键，解锁就像从后台回来。",
      "在 iOS 4 上，锁屏只让应用变为非活跃（willResignActive），解锁后又变回活跃。",
    },
  },
}
