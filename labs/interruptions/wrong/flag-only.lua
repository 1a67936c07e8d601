-- fails: Notification Center pauses the game
-- why: it sets a `paused` flag in the right callbacks, but the game clock never reads
--   it: the game itself goes on scoring under Notification Center.
local game = { paused = false, score = 0 }

game.delegate = {
  didFinishLaunching = function(application)
    dispatch.timer(1, function()
      game.score = game.score + 1
      UserDefaults.standard:set("score", game.score)
    end)
    return true
  end,
  didBecomeActive = function(application) game.paused = false end,
  willResignActive = function(application) game.paused = true end,
}

return game
