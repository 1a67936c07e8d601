-- Todo 打开其他应用发来的 todolist://add?item=NAME 链接。它的列表存在 UserDefaults 里
--（键 "items"），所以进程结束后还在；add(item) 会再存下一个条目。
local M = {}

local function add(item)
  local items = UserDefaults.standard:get("items") or {}
  items[#items + 1] = item
  UserDefaults.standard:set("items", items)
end

M.delegate = {
  willFinishLaunching = function(application, options)
    return true
  end,
  didFinishLaunching = function(application, options)
    return true
  end,
  openURL = function(application, url, options)
    -- TODO：只存下 todolist://add?item=NAME 链接里的条目；拒绝其他任何 URL
    add(url)
    return true
  end,
}

return M
