-- 备忘录保存用户输入的草稿。M.main() 就是应用的 main：应用的每个新进程都会运行它，它返回
-- 这个进程的代码。其中的 ui 就是应用的界面：用户在那里输入一个词（user.ui(notes, "type", "milk")），
-- 这个词就接到草稿后面。
local M = {}

function M.main()
  local draft = ""                 -- 这个进程的内存

  return {
    delegate = {
      willTerminate = function(application)
        UserDefaults.standard:set("draft", draft)
      end,
    },
    ui = {
      type = function(word)        -- 用户输入一个词
        draft = (draft == "" and word) or (draft .. " " .. word)
      end,
    },
  }
end

return M
