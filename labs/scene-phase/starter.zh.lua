-- 一个 SwiftUI 播放器应用。只要还有窗口是活跃的，就保持 M.playing 为 true；整个应用进入后台时
-- 暂停（M.playing = false）。每个窗口每次不再活跃时保存它的草稿（把它的 scene.id 追加到 M.saved）。
local M = { playing = true, saved = {} }

-- 预测：有两个窗口，一个获得焦点（活跃），另一个没有（非活跃），这时 App 的 scenePhase 是什么？
-- "active"、"inactive" 还是 "background"。
M.app_phase_while_one_window_is_inactive = "inactive"

M.swiftui = {
  scene_phase = function(scene, old, new)
    if new ~= "active" then M.playing = false end
  end,
}

return M
