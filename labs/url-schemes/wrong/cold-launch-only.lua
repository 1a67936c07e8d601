-- fails: adds an item while running
-- why: the link is handled only from the launch options, so it works only when it
--   launches Todo; on an iPhone a link that finds Todo running (the usual case) reaches
--   only openURL, and the item is lost.
local M = {}

local function add(item)
  local items = UserDefaults.standard:get("items") or {}
  items[#items + 1] = item
  UserDefaults.standard:set("items", items)
end

M.delegate = {
  didFinishLaunching = function(application, options)
    local item = options and options.url and options.url:match("^todolist://add%?item=(.+)$")
    if item then add(item) end
    return true
  end,
  openURL = function(application, url, options)
    return true
  end,
}

return M
