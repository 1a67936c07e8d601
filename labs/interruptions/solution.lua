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
  didBecomeActive = function(application)
    game.paused = false
  end,
  willResignActive = function(application)
    game.paused = true
  end,
}

return game
