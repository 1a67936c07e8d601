-- fails: a cold launch adds it once
-- why: at a cold launch UIKit passes the URL in the launch options and then calls openURL
--   too: handling it in both places stores the item twice on an iPhone.
local M = {}

local function add(item)
  local items = UserDefaults.standard:get("items") or {}
  items[#items + 1] = item
  UserDefaults.standard:set("items", items)
end

local function itemOf(url) return url and url:match("^todolist://add%?item=(.+)$") end

M.delegate = {
  didFinishLaunching = function(application, options)
    local item = options and itemOf(options.url)
    if item then add(item) end
    return true
  end,
  openURL = function(application, url, options)
    local item = itemOf(url)
    if not item then return false end
    add(item)
    return true
  end,
}

return M
