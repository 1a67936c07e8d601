-- 一个 SwiftUI 视频播放器，每个窗口里都有一个笔记输入框。这个文件就是应用的代码：它在每个
-- 进程里都会重新运行。
local M = {}

-- 预测：有两个窗口，一个获得焦点（活跃），另一个没有（非活跃），这时 App 的 scenePhase 是什么？
-- "active"、"inactive" 还是 "background"。
M.app_phase_while_one_window_is_inactive = nil

-- 视频从启动时开始播放。pause() 让它停下，并存下停在哪里（UserDefaults 的 "position"，
-- 单位是已经播放的秒数）；play() 让它重新开始播放。
local position = UserDefaults.standard:get("position") or 0
local since = now()                  -- 开始播放的时间；暂停时为 nil
local function play() since = since or now() end
local function pause()
  if since then position = position + (now() - since); since = nil end
  UserDefaults.standard:set("position", position)
end

-- 每个窗口都有一个笔记输入框：save(scene) 存下在这个窗口里输入的内容
--（UserDefaults 的 "draft.<scene.id>"）。
local drafts = {}
local function save(scene) UserDefaults.standard:set("draft." .. scene.id, drafts[scene.id] or "") end

M.ui = {
  type = function(text, scene) drafts[scene.id] = text end,   -- 用户在某个窗口里输入
}

M.swiftui = {
  scene_phase = function(scene, old, new)
    if new == "background" then save(scene) end
    if new ~= "active" then pause() else play() end
  end,
}

return M
