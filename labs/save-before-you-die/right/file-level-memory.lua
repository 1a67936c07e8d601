-- right: the draft is a file-level variable, read from storage when the file runs: the
--   file runs anew in every process (like a Swift app's globals, set up at its start), so
--   this is process memory; it is stored on the way to the background.
local draft = UserDefaults.standard:get("draft") or ""

return {
  main = function()
    return {
      delegate = {
        didEnterBackground = function(application) UserDefaults.standard:set("draft", draft) end,
      },
      ui = {
        type = function(word) draft = draft == "" and word or draft .. " " .. word end,
      },
    }
  end,
}
