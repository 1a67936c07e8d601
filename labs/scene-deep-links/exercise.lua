return {
  title = "Deep links after moving to scenes",
  concept = "docs/semantics.md (Scenes: URLs cold and warm); Apple: TN3187 Migrating to the UIKit scene-based life cycle",
  points = 10,
  hints = {
    "In a scene app UIKit never calls the app delegate's openURL (a warning in the trace says so: applife lab check scene-deep-links --trace). Which object gets the links now?",
    "Look through the scene delegate's keys (docs/reference.md, \"Scene delegate keys\") for the ones that mention URLs or connecting; a link that finds Notes running and a link that launches it do not arrive in the same one.",
    "Run applife run examples/scenes-urls.lua: its first scenario opens a link cold, then warm. Find each link in the trace and the callback that carries it.",
  },
  checks = {
    { name = "a warm link opens the note",
      rationale = "a link opened from another app while Notes runs must show its note",
      zh = { title = "热启动的链接打开笔记", rationale = "Notes 运行时，从别的应用打开的链接必须显示它指向的笔记" } },
    { name = "a cold link opens the note", depends = { "a warm link opens the note" },
      rationale = "a link that launches Notes must show its note too, though it reaches the app another way",
      zh = { title = "冷启动的链接打开笔记", rationale = "启动 Notes 的链接也必须显示它指向的笔记，尽管它走的是另一条路" } },
    { name = "a launch from the icon opens nothing", hidden = true,
      rationale = "code that reads a launch's link must also cope with a launch that has none",
      zh = { title = "从图标启动时不打开笔记", rationale = "读取启动链接的代码也要能应付没有链接的启动" } },
  },
  zh = {
    title = "迁移到场景之后的深度链接",
    hints = {
      "在场景应用里，UIKit 从不调用应用代理的 openURL（时间线里有一条警告说明这一点：applife lab check scene-deep-links --trace）。现在是哪个对象收到链接？",
      "在场景代理的键（docs/reference.md 的“Scene delegate keys”）里找和 URL 或连接（connect）有关的；遇到 Notes 正在运行的链接和启动 Notes 的链接，到达的不是同一个。",
      "运行 applife run examples/scenes-urls.lua：它的第一个用例先冷启动打开一个链接，再热启动打开一个。在时间线里找到每个链接，看看是哪个回调带着它。",
    },
    labels = {
      ["the window's title"] = "窗口的标题",
    },
  },
}
