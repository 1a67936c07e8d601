local game = { paused = false }

game.delegate = {
  didBecomeActive = function(application)
    game.paused = false
  end,
  willResignActive = function(application)
    game.paused = true
  end,
}

return game
