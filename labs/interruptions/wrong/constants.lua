-- fails: Notification Center pauses the game
-- why: a constant `paused = true` and no game: nothing runs, so there is no score for
--   the player to keep; on an iPhone this game never plays at all.
return { paused = true, delegate = {} }
