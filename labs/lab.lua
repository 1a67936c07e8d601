-- The applife lab set: exercises in learning order. Each name is a folder
-- holding exercise.lua, README.md, starter.lua, solution.lua and checks.lua
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
    "ios-versions",
    "scene-launch-order",
    "scene-deep-links",
    "scene-phase",
  },
}
