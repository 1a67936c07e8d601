-- Todo 打开其他应用发来的 todolist://add?item=NAME 链接。
local M = { items = {} }

M.delegate = {
  willFinishLaunching = function(application, options)
    return true
  end,
  didFinishLaunching = function(application, options)
    return true
  end,
  openURL = function(application, url, options)
    -- TODO：把 todolist://add?item=NAME 里的条目加进 M.items
    return true
  end,
}

return M
