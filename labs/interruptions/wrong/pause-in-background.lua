-- fails: Notification Center pauses the game
-- why: it pauses only in didEnterBackground (the lab's taught mistake): Notification
--   Center, a call or Control Center make the app inactive, not background, so the game
--   keeps running under the overlay on an iPhone.
local game = { paused = false, score = 0 }

local function tick()
  if not game.paused then
    game.score = game.score + 1
    UserDefaults.standard:set("score", game.score)
  end
end

game.delegate = {
  didFinishLaunching = function(application)
    dispatch.timer(1, tick)
    return true
  end,
  didBecomeActive = function(application) game.paused = false end,
  didEnterBackground = function(application) game.paused = true end,
}

return game
