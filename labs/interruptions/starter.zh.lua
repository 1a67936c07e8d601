-- 一个在玩家被打断时暂停的游戏。这个文件就是应用的代码：
-- 应用的每个进程都会重新运行它。
local game = { paused = false, score = 0 }

-- 游戏时钟：每玩一秒得一分，边玩边保存。
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
