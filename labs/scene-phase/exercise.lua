return {
  title = "App-level and View-level scenePhase",
  concept = "docs/semantics.md (SwiftUI phases); examples/swiftui-phases.lua",
  points = 10,
  hints = {
    "A View's scenePhase (swiftui.scene_phase) is its own window's; the App's (swiftui.app_phase) is every window's together.",
    "On an iPad with two windows, the one without the focus can be inactive while the App stays active.",
    "Pause the player when the App goes to the background (app_phase), and save a window's draft when that window stops being active (scene_phase).",
  },
  checks = {
    { name = "a prediction", rationale = "app_phase_while_one_window_is_inactive must be \"active\", \"inactive\" or \"background\"",
      zh = { title = "一个预测",
             rationale = "app_phase_while_one_window_is_inactive 必须是 \"active\"、\"inactive\" 或 \"background\"" } },
    { name = "the App stays active while one window is inactive", depends = { "a prediction" }, prediction = true,
      rationale = "the App's scenePhase combines every window's phase: what is the App's phase while one window is still in use?",
      zh = { title = "一个窗口非活跃时 App 的状态",
             rationale = "App 的 scenePhase 综合了所有窗口的状态：还有一个窗口在用时，App 应该处于什么状态？" } },
    { name = "the player keeps playing while a window loses focus",
      rationale = "one inactive window does not mean the app left the screen",
      zh = { title = "窗口失去焦点时继续播放", rationale = "一个窗口变为非活跃，并不代表应用离开了屏幕" } },
    { name = "the player pauses in the background",
      rationale = "when every window is in the background, so is the App",
      zh = { title = "进入后台时暂停播放", rationale = "所有窗口都进入后台时，App 也进入后台" } },
    { name = "each window saves its draft when it stops being active",
      rationale = "a window's own scenePhase says when that window stops being active",
      zh = { title = "每个窗口在失去活跃时保存草稿", rationale = "窗口自己的 scenePhase 会告诉你这个窗口何时不再活跃" } },
  },
  zh = {
    title = "App 级与 View 级的 scenePhase",
    hints = {
      "View 的 scenePhase（swiftui.scene_phase）是它自己所在窗口的状态；App 的（swiftui.app_phase）是所有窗口合起来的状态。",
      "在有两个窗口的 iPad 上，没有焦点的那个窗口可能是非活跃的，而 App 仍然是活跃的。",
      "App 进入后台时（app_phase）暂停播放器；某个窗口不再活跃时（scene_phase）保存这个窗口的草稿。",
    },
    labels = {
      ["a phase name"] = "是否为合法的状态名",
    },
  },
}
