-- Todo opens todolist://add?item=NAME links from other apps. Its list lives in
-- UserDefaults (key "items"), so it outlives the process; add(item) stores one more item.
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
    -- TODO: store only the item of a todolist://add?item=NAME link; refuse any other URL
    add(url)
    return true
  end,
}

return M
