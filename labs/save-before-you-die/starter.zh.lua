-- 备忘录保存用户输入的草稿。editor.type() 表示应用在前台时用户输入了一个词；
-- 应用的每个新进程都会运行一次 main。
local M = {}

function M.main(editor)
  local draft = ""                 -- 这个进程的内存

  return {
    delegate = {
      didBecomeActive = function(application)
        draft = (draft == "" and "" or draft .. " ") .. editor.type()
      end,
      willTerminate = function(application)
        UserDefaults.standard:set("draft", draft)
      end,
    },
  }
end

return M
