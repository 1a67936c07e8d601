local M = {}

local function add(item)
  local items = UserDefaults.standard:get("items") or {}
  items[#items + 1] = item
  UserDefaults.standard:set("items", items)
end

local function itemOf(url)
  return url and url:match("^todolist://add%?item=(.+)$")
end

M.delegate = {
  willFinishLaunching = function(application, options)
    if options and options.url and not itemOf(options.url) then
      return false   -- veto: openURL will not be called
    end
    return true
  end,
  didFinishLaunching = function(application, options)
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
