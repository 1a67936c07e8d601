-- fails: the draft survives a swipe from the switcher
-- why: the draft lives in a file-level variable, and on an iPhone the app's code starts
--   anew in every process: after the swipe the new process starts from an empty draft,
--   never reads the saved one, and saves its own over it.
local M = {}
local draft = ""                 -- outside main: it looks as if it outlives the process

function M.main()
  return {
    delegate = {
      didEnterBackground = function(application)
        UserDefaults.standard:set("draft", draft)
      end,
    },
    ui = {
      type = function(word)
        draft = (draft == "" and word) or (draft .. " " .. word)
      end,
    },
  }
end

return M
