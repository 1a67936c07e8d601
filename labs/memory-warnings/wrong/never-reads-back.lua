-- fails: the relaunch starts from the stored draft
-- why: the draft is stored, but the new process never reads it back: on an iPhone the
--   relaunched Notes shows an empty draft and stores it over the old one when the user
--   leaves again.
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
  didReceiveMemoryWarning = function(application) emptyCache(application) end,
  didEnterBackground = function(application) UserDefaults.standard:set("draft", draft) end,
}

return M
