-- The applife lab set: exercises in learning order. Each name is a folder
-- holding exercise.lua, README.md, starter.lua, solution.lua and checks.lua, and
-- README.zh.md and starter.zh.lua in Chinese
-- (docs/labs.md, "Writing an exercise").
return {
  title = "The iOS app life cycle",
  welcome = [[
Welcome! Each exercise is one small Lua file you edit: a prediction, an app
delegate, or a module. applife runs hidden scenarios on a simulated iPhone
against your file and says what UIKit really did.

  applife lab start launch-order    the task, and your copy of the starter
  applife lab watch launch-order    re-checks on every save (h: hint, n: next)
]],
  zh = {
    title = "iOS 应用的生命周期",
    welcome = [[
欢迎！每个练习都是一个你来编辑的小 Lua 文件：一个预测、一个应用代理，或者一个模块。
applife 会在模拟的 iPhone 上对你的文件运行隐藏的用例，告诉你 UIKit 实际做了什么。

  applife lab start launch-order    查看题目，并复制一份初始代码给你
  applife lab watch launch-order    每次保存后自动检查（h：提示，n：下一个）
]],
  },
  exercises = {
    "launch-order",
    "home-and-return",
    "interruptions",
    "lock-and-unlock",
    "background-task",
    "no-leaked-task",
    "dispatch-group",
    "badge-counter",
    "url-schemes",
    "launch-options",
    "memory-warnings",
    "save-before-you-die",
    "ios-versions",
    "scene-launch-order",
    "scene-deep-links",
    "scene-phase",
  },
}
