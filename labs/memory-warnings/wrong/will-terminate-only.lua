-- fails: the draft survives a purge
-- why: the lab's mistake: the cache is freed, but the draft is saved only in
--   willTerminate, which a suspended app never gets; on an iPhone a purge ends it without
--   a word and the draft is lost.
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
  didReceiveMemoryWarning = function(application) emptyCache(application) end,
  willTerminate = function(application) UserDefaults.standard:set("draft", draft) end,
}

return M
