-- fails: a memory warning empties the cache
-- why: the cache is given back only on the way to the background: on an iPhone a warning
--   while the app is in front means memory is short now, and the next large allocation
--   (a photo) takes the app past its limit and jetsam ends it.
local M = {}
local CACHE_MB = 200
local cache = { "header.png", "avatar.png", "background.png" }
local draft = ""

local function emptyCache(application)
  if cache then
    cache = nil
    application:free(CACHE_MB)
  end
end

M.ui = { type = function(text) draft = text end }

M.delegate = {
  didFinishLaunching = function(application, options)
    draft = UserDefaults.standard:get("draft") or ""
    return true
  end,
  didEnterBackground = function(application)
    emptyCache(application)
    UserDefaults.standard:set("draft", draft)
  end,
}

return M
