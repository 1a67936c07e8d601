return {
  title = "Custom URL schemes and routing with a veto",
  concept = "facts §3, §4 (C5); Apple: Defining a custom URL scheme for your app",
  points = 10,
  hints = {
    "openURL gets the whole URL as one string: Lua's string.match with a pattern anchored at both ends (^ and $) picks out the part after item=. Remember that ? is a special character in a pattern.",
    "On a cold launch UIKit gives the URL to the launch methods (options.url) and afterwards to openURL as well: count how many times your code adds the item.",
    "A launch method's return value tells UIKit whether the app will handle the launch URL; look at what each launch method returns in the starter.",
  },
  checks = {
    { name = "adds an item while running",
      rationale = "a link opened from another app while Todo runs must reach Todo's stored list",
      zh = { title = "运行时添加条目", rationale = "Todo 运行时，从别的应用打开的链接必须进入 Todo 存下的列表" } },
    { name = "a cold launch adds it once", depends = { "adds an item while running" },
      rationale = "a URL that launches the app reaches more than one callback: the item must be stored once",
      zh = { title = "冷启动时只添加一次",
             rationale = "启动应用的 URL 会到达不止一个回调：条目只能存一次" } },
    { name = "other URLs are refused", depends = { "adds an item while running" },
      rationale = "any app can open a URL with your scheme: one the app does not handle must change nothing",
      zh = { title = "拒绝其他 URL", rationale = "任何应用都能打开带有你的 Scheme 的 URL：应用不处理的 URL 不能改变任何东西" } },
    { name = "veto at launch", hidden = true,
      rationale = "a launch method can refuse the launch URL, and UIKit then does not pass it on",
      zh = { title = "启动时否决", rationale = "启动方法可以拒绝启动 URL，这样 UIKit 就不会再把它传下去" } },
  },
  zh = {
    title = "自定义 URL Scheme 与否决路由",
    hints = {
      "openURL 拿到的是一整个 URL 字符串：用 Lua 的 string.match 和一个两端都锚定（^ 和 $）的模式，取出 item= 后面的部分。记住 ? 在模式里是特殊字符。",
      "冷启动时，UIKit 先把 URL 交给启动方法（options.url），之后还会交给 openURL：数一数你的代码添加了几次条目。",
      "启动方法的返回值告诉 UIKit 应用会不会处理启动 URL；看看初始代码里每个启动方法都返回什么。",
    },
    labels = {
      ["the stored items"] = "存下的条目",
    },
  },
}
