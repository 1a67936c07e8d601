return {
  title = "The badge counter that proves when code stops",
  concept = "seed 001 (badge counter); facts §5, §6",
  points = 10,
  hints = {
    { check = "the badge shows",
      "From iOS 8 a badge shows only if the app asked for permission: application:requestAuthorization{ \"badge\" }." },
    { check = "counts every second in the background",
      "A repeating main-queue timer: dispatch.timer(interval, fn, start). When should its first tick come?" },
    { check = "stops when suspended",
      "What keeps the timer firing in the background, and for how long on iOS 17? Once that ends, does any code run?" },
    "The warning about setApplicationIconBadgeNumber: is iOS 17 deprecating the property; it still works. Its replacement (iOS 16+) is application:setBadgeCount(n).",
  },
  checks = {
    { name = "the badge shows", rationale = "without badge authorization (iOS 8+) every badge assignment is ignored",
      zh = { title = "角标显示出来", rationale = "没有角标权限（iOS 8 起），每次设置角标都会被忽略" } },
    { name = "counts every second in the background", depends = { "the badge shows" },
      rationale = "a timer keeps firing while the app runs in the background: one tick at once, then one per second",
      zh = { title = "在后台每秒计数一次",
             rationale = "应用在后台运行时，定时器会一直触发：立刻触发一次，之后每秒一次" } },
    { name = "stops when suspended", depends = { "counts every second in the background" }, hidden = true,
      rationale = "once suspended no code runs: the badge freezes at the number of seconds the app really ran",
      zh = { title = "挂起后停止计数",
             rationale = "应用挂起后不再执行任何代码：角标停在应用实际运行的秒数上" } },
  },
  zh = {
    title = "用角标计数，看代码何时停止",
    hints = {
      "从 iOS 8 开始，应用申请过权限，角标才会显示：application:requestAuthorization{ \"badge\" }。",
      "主队列上的重复定时器：dispatch.timer(interval, fn, start)。它第一次应该在什么时候触发？",
      "在后台是什么让定时器一直触发？在 iOS 17 上能持续多久？那之后还有代码在运行吗？",
      "关于 setApplicationIconBadgeNumber: 的警告是说 iOS 17 废弃了这个属性，它仍然可用；替代方法（iOS 16 起）是 application:setBadgeCount(n)。",
    },
    labels = {
      ["a badge is visible 3 s after pressing Home"] = "按下 Home 键 3 秒后角标是否可见",
    },
  },
}
