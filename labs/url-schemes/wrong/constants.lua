-- fails: adds an item while running
-- why: a shape-only module: a delegate that accepts every URL and stores nothing. On an
--   iPhone the user taps the link, Todo opens, and the item is not on the list.
return {
  delegate = {
    openURL = function(application, url, options) return true end,
  },
}
