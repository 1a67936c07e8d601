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
      rationale = "an overlay such as Notification Center makes the app inactive, not background: pause on resigning active",
      zh = { title = "下拉通知中心时游戏暂停",
             rationale = "通知中心这类浮层会让应用变为非活跃（inactive），而不是进入后台：应该在失去活跃状态时暂停" } },
    { name = "dismissing it resumes the game", depends = { "Notification Center pauses the game" },
      rationale = "when the overlay goes away the app becomes active again and the game should run",
      zh = { title = "收起通知中心后游戏继续", rationale = "浮层收起后应用重新变为活跃，游戏应该继续运行" } },
    { name = "a ringing call pauses the game", hidden = true,
      rationale = "a ringing call (iOS 13) is an interruption too: the game pauses while it rings and resumes when declined",
      zh = { title = "来电响铃时游戏暂停",
             rationale = "来电响铃（iOS 13）也是一种中断：响铃期间游戏暂停，拒接后继续" } },
  },
  zh = {
    title = "中断：来电与通知中心",
    hints = {
      "下拉通知中心并不会让应用进入后台。",
      "每一种中断都会先触发哪个回调？它出现在任何后台回调之前。",
      "在 willResignActive 里暂停，在 didBecomeActive 里恢复：这两个回调总是成对出现。",
    },
    labels = {
      ["game.paused with Notification Center down"] = "通知中心拉下时的 game.paused",
      ["game.paused after dismissing Notification Center"] = "收起通知中心后的 game.paused",
      ["game.paused while the call rings"] = "来电响铃时的 game.paused",
      ["game.paused after declining the call"] = "拒接来电后的 game.paused",
    },
  },
}
