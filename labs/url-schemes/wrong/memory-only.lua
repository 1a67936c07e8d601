-- fails: adds an item while running
-- why: the items live in a table in the process's memory and are never stored: on an
--   iPhone the list is empty again after the next purge, swipe or restart, and nothing
--   outside the process (the check, the user after a relaunch) ever sees them.
local M = { items = {} }

M.delegate = {
  openURL = function(application, url, options)
    local item = url:match("^todolist://add%?item=(.+)$")
    if not item then return false end
    M.items[#M.items + 1] = item
    return true
  end,
}

return M
