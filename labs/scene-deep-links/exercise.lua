return {
  title = "Deep links after moving to scenes",
  concept = "docs/semantics.md (Scenes: URLs cold and warm); examples/scenes-urls.lua",
  points = 10,
  hints = {
    "In a scene app UIKit never calls the app delegate's openURL (a warning in the trace says so): where do links go instead?",
    "A link that finds the app running (warm) reaches scene_delegate.openURLContexts(scene, contexts); contexts[1].url is the URL.",
    "A link that launches the app (cold) arrives only in scene_delegate.willConnect(scene, session, options): options.urlContexts[1].url. openURLContexts is not called then.",
  },
  checks = {
    { name = "a warm link opens the note",
      rationale = "notes://open?id=7 from another app, while Notes runs, must open note 7",
      zh = { title = "热启动的链接打开笔记", rationale = "Notes 运行时，从别的应用打开 notes://open?id=7，必须打开第 7 条笔记" } },
    { name = "a cold link opens the note", depends = { "a warm link opens the note" },
      rationale = "a link that launches Notes arrives in the scene's connection options",
      zh = { title = "冷启动的链接打开笔记", rationale = "启动 Notes 的链接会出现在场景的连接选项（connection options）里" } },
    { name = "a launch from the icon opens nothing", hidden = true,
      rationale = "without a link, the connection options hold no URL",
      zh = { title = "从图标启动时不打开笔记", rationale = "没有链接时，连接选项里没有 URL" } },
  },
  zh = {
    title = "迁移到场景之后的深层链接",
    hints = {
      "在场景应用里，UIKit 从不调用应用代理的 openURL（时间线里有一条警告说明这一点）：链接改走哪里？",
      "应用正在运行时（热启动）打开的链接，会到达 scene_delegate.openURLContexts(scene, contexts)；contexts[1].url 就是 URL。",
      "启动应用的链接（冷启动）只出现在 scene_delegate.willConnect(scene, session, options) 里：options.urlContexts[1].url。这时不会调用 openURLContexts。",
    },
  },
}
