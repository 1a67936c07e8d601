-- 用户离开应用时保存草稿。这个文件就是备忘录的代码：它在每个进程里都会重新运行。用户在
-- 应用的界面上输入（它的 ui：user.ui(notes, "type", "milk")）。save(done) 把草稿写进
-- UserDefaults；它在主线程之外运行，要花 2 秒，草稿存好后调用 done()。
local M = {}
local draft = ""                   -- 用户在这个进程里输入的内容
local task                         -- 就像 AppDelegate 的一个 `var task` 属性

local function save(done)
  local text = draft
  dispatch.work(2, function()
    UserDefaults.standard:set("draft", text)
    done()
  end)
end

M.ui = {
  type = function(text) draft = text end,   -- 文本框
}

M.delegate = {
  willResignActive = function(application)
    task = application:beginBackgroundTask("save draft")
  end,
  didEnterBackground = function(application)
    save(function()
      if task then
        application:endBackgroundTask(task)
        task = nil
      end
    end)
  end,
}

return M
