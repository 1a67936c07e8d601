-- fails: adds an item while running
-- why: each link replaces the stored list instead of adding to it: on an iPhone the
--   second link the user opens makes the first item disappear.
local M = {}

M.delegate = {
  openURL = function(application, url, options)
    local item = url:match("^todolist://add%?item=(.+)$")
    if not item then return false end
    UserDefaults.standard:set("items", { item })
    return true
  end,
}

return M
