-- A game that pauses while the player is interrupted. This file is the app's code:
-- it runs anew in every process of the app.
local game = { paused = false, score = 0 }

-- The game clock: a point for every second of play, saved as it goes.
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
  didBecomeActive = function(application)
    game.paused = false
  end,
  didEnterBackground = function(application)
    game.paused = true
  end,
}

return game
