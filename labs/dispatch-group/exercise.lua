return {
  title = "The dispatch-group clean-up",
  concept = "seed 001 (dispatch group and notify); facts §5.2",
  points = 10,
  hints = {
    "The task may only end when both the save and the upload are done.",
    "group:enter() before starting each piece of work, group:leave() in its completion.",
    "End the task in group:notify(function() ... end): it runs once nothing is in flight.",
  },
  checks = {
    { name = "both finish in the background",
      rationale = "ending the task after the first job suspends the app and freezes the second one",
      zh = { title = "两项工作都在后台完成", rationale = "第一项工作完成就结束任务，应用会被挂起，第二项工作也随之冻结" } },
    { name = "suspended once both are done", depends = { "both finish in the background" },
      rationale = "once save and upload are done the task must end at once, so the app is suspended rather than killed",
      zh = { title = "两项都完成后被挂起",
             rationale = "保存和上传都完成后必须立即结束任务，这样应用会被挂起，而不是被杀掉" } },
    { name = "work longer than the budget", hidden = true,
      rationale = "an expiration handler must end the task when the work outlasts the background time",
      zh = { title = "工作时间超过后台时限", rationale = "工作时间超过后台时间时，过期处理程序必须结束任务" } },
  },
  zh = {
    title = "用 dispatch group 收尾",
    hints = {
      "只有保存和上传都完成后，才能结束任务。",
      "每开始一项工作之前调用 group:enter()，在它的完成回调里调用 group:leave()。",
      "在 group:notify(function() ... end) 里结束任务：所有进行中的工作都完成后它才会执行。",
    },
    labels = {
      ["why the app was terminated"] = "应用被终止的原因",
    },
  },
}
