-- A game that pauses while the player is interrupted.
local game = { paused = false }

game.delegate = {
  didBecomeActive = function(application)
    game.paused = false
  end,
  didEnterBackground = function(application)
    game.paused = true
  end,
}

return game
