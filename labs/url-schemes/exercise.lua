return {
  title = "Custom URL schemes and routing with a veto",
  concept = "seed 000 (URL schemes, AirDrop); facts §3, §4 (C5)",
  points = 10,
  hints = {
    "openURL gets the whole URL as a string: url:match(\"^todolist://add%?item=(.+)$\") picks out the item.",
    "On a cold launch UIKit passes the URL in the launch options and then calls openURL: handle it in one place only.",
    "To veto a URL at launch, return false from willFinishLaunching (or didFinishLaunching) when options.url is not one you handle: then openURL is not called.",
  },
  checks = {
    { name = "adds an item while running",
      rationale = "todolist://add?item=milk, opened from another app, must add \"milk\" to items",
      zh = { title = "运行时添加条目", rationale = "从别的应用打开 todolist://add?item=milk，必须把 \"milk\" 加进 items" } },
    { name = "a cold launch adds it once", depends = { "adds an item while running" },
      rationale = "a URL that launches the app arrives in the launch options and then in openURL: handle it once",
      zh = { title = "冷启动时只添加一次",
             rationale = "启动应用的 URL 会先出现在启动选项里，然后再传给 openURL：只能处理一次" } },
    { name = "other URLs are refused", depends = { "adds an item while running" },
      rationale = "openURL returns false for a URL the app does not handle, and adds nothing",
      zh = { title = "拒绝其他 URL", rationale = "对于应用不处理的 URL，openURL 返回 false，而且什么都不添加" } },
    { name = "veto at launch", hidden = true,
      rationale = "a launch method that returns false for the launch URL stops UIKit from calling openURL at all",
      zh = { title = "启动时否决", rationale = "启动方法对启动 URL 返回 false，UIKit 就根本不会调用 openURL" } },
  },
  zh = {
    title = "自定义 URL Scheme 与否决路由",
    hints = {
      "openURL 拿到的是完整的 URL 字符串：url:match(\"^todolist://add%?item=(.+)$\") 可以取出条目。",
      "冷启动时，UIKit 先把 URL 放在启动选项里传进来，然后再调用 openURL：只在一个地方处理它。",
      "要在启动时否决一个 URL：如果 options.url 不是你处理的那种，就在 willFinishLaunching（或 didFinishLaunching）里返回 false，这样 openURL 就不会被调用。",
    },
  },
}
