-- Notes: a draft to keep, and a cache of images to free when memory is low. This file is
-- Notes's code: it runs anew in every process. Notes starts with a footprint of 250 MB:
-- 50 MB for itself and CACHE_MB for the cached images (application.memoryFootprint).
local M = {}
local CACHE_MB = 200
local cache = { "header.png", "avatar.png", "background.png" }   -- decoded images, rebuilt when needed
local draft = ""                                                   -- what the user typed, in this process

-- Empties the cache and gives its memory back to the system.
local function emptyCache(application)
  if cache then
    cache = nil
    application:free(CACHE_MB)
  end
end

M.ui = {
  type = function(text) draft = text end,   -- the text field: the user types here
}

M.delegate = {
  didFinishLaunching = function(application, options)
    draft = UserDefaults.standard:get("draft") or ""
    return true
  end,
  willTerminate = function(application)
    emptyCache(application)
    UserDefaults.standard:set("draft", draft)
  end,
}

return M
