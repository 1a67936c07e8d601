-- Pauses by stopping the game clock itself: the timer is cancelled when the app resigns
-- active and a new one starts when it becomes active again.
local game = { score = 0 }
local clock

local function tick()
  game.score = game.score + 1
  UserDefaults.standard:set("score", game.score)
end

game.delegate = {
  didBecomeActive = function(application)
    if not clock then clock = dispatch.timer(1, tick) end
  end,
  willResignActive = function(application)
    if clock then clock:cancel(); clock = nil end
  end,
}

return game
