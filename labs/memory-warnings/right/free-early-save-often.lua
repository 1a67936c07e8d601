-- right: the cache is given back on a memory warning and again on the way to the
--   background (Apple advises both), and rebuilt when the app comes back; the draft is
--   read when the file runs (once per process) and stored on every resign.
local CACHE_MB = 200
local cached = true
local draft = UserDefaults.standard:get("draft") or ""

local function drop(application)
  if cached then cached = false; application:free(CACHE_MB) end
end

return {
  ui = { type = function(text) draft = text end },
  delegate = {
    didReceiveMemoryWarning = drop,
    willResignActive = function(application) UserDefaults.standard:set("draft", draft) end,
    didEnterBackground = drop,
    willEnterForeground = function(application)
      if not cached then cached = true; application:allocate(CACHE_MB) end
    end,
  },
}
