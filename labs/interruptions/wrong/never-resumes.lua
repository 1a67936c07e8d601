-- fails: dismissing it resumes the game
-- why: it pauses on resigning active but never resumes: on an iPhone the player comes
--   back from Notification Center to a frozen game.
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
  willResignActive = function(application) game.paused = true end,
}

return game
