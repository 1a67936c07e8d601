-- fails: the draft survives a swipe from the switcher
-- why: the draft lives in a file-level variable, and on an iPhone the app's code starts
--   anew in every process: after the swipe the new process starts from an empty draft,
--   never reads the saved one, and saves its own over it.
local M = {}
local draft = ""                 -- outside main: it looks as if it outlives the process

function M.main(editor)
  return {
    delegate = {
      didBecomeActive = function(application)
        draft = (draft == "" and "" or draft .. " ") .. editor.type()
      end,
      didEnterBackground = function(application)
        UserDefaults.standard:set("draft", draft)
      end,
    },
  }
end

return M
