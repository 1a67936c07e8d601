-- A Lua error inside a delegate callback is an uncaught exception: the trace
-- records the crash with file:line and a traceback, the app goes to
-- notRunning without any further callback, and the scenario goes on. (An
-- error in the scenario body itself is a script error: exit code 2.)
--   applife run examples/crash-in-callback.lua

local todo = app {
  name = "Todo", bundle_id = "com.acme.todolist",
  delegate = {
    didEnterBackground = function(application)
      local items = nil
      log("saving", #items, "items")   -- attempt to get length of a nil value
    end,
  },
}

scenario("a crash in didEnterBackground", function()
  user.tap(todo)
  wait(1)
  user.home()
  expect.terminated(todo, "crash")
  expect.state(todo, "notRunning")
  expect.mark()
  wait(10)
  user.tap(todo)          -- the next tap is a cold launch
  expect.callbacks { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" }
end)
