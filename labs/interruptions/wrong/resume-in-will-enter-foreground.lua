-- fails: dismissing it resumes the game
-- why: it resumes in willEnterForeground, which an overlay never calls: the app never
--   left the foreground, so after Notification Center the game stays paused for good.
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
  willEnterForeground = function(application) game.paused = false end,
}

return game
