-- right: the veto in didFinishLaunching instead of willFinishLaunching (either launch
--   method's false stops openURL), the URL split with string.find, and the list loaded
--   once per process and written back whole.
local prefix = "todolist://add?item="
local items = UserDefaults.standard:get("items") or {}   -- this process's copy

local function itemOf(url)
  if type(url) ~= "string" or url:find(prefix, 1, true) ~= 1 then return nil end
  local item = url:sub(#prefix + 1)
  if item == "" then return nil end
  return item
end

return {
  delegate = {
    didFinishLaunching = function(application, options)
      local url = options and options.url
      return url == nil or itemOf(url) ~= nil
    end,
    openURL = function(application, url, options)
      local item = itemOf(url)
      if item == nil then return false end
      items[#items + 1] = item
      UserDefaults.standard:set("items", items)
      return true
    end,
  },
}
