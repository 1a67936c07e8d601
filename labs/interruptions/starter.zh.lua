-- 一个在玩家被打断时暂停的游戏。
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
