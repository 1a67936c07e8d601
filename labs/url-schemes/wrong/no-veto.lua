-- fails: veto at launch
-- why: the launch methods accept every launch URL, so UIKit goes on to call openURL with
--   a URL the app does not handle; on an iPhone a launch method's false is the way to
--   refuse it before any code acts on it.
local M = {}

local function add(item)
  local items = UserDefaults.standard:get("items") or {}
  items[#items + 1] = item
  UserDefaults.standard:set("items", items)
end

M.delegate = {
  openURL = function(application, url, options)
    local item = url:match("^todolist://add%?item=(.+)$")
    if not item then return false end
    add(item)
    return true
  end,
}

return M
