-- fails: other URLs are refused
-- why: the item is taken from any URL with item= in it: on an iPhone any app or web page
--   can open todolist://delete?item=... or a malformed link, and Todo would store it.
local M = {}

local function add(item)
  local items = UserDefaults.standard:get("items") or {}
  items[#items + 1] = item
  UserDefaults.standard:set("items", items)
end

M.delegate = {
  openURL = function(application, url, options)
    add(url:match("item=(.*)$") or url)
    return true
  end,
}

return M
