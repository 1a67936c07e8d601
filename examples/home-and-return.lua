-- Home, wait, come back: the first scenario of the README and the guide.
--   scripts/applife run examples/home-and-return.lua
local todo = app {
  name = "Todo", bundle_id = "com.acme.todolist",
  url_types = { { name = "com.acme.todolist", schemes = { "todolist" } } },
  delegate = {
    didFinishLaunching = function(application, options)
      log("launched for", options and options.url or "icon")
      return true
    end,
    didEnterBackground = function(application)
      local id
      id = application:beginBackgroundTask("save", function()   -- expiration handler
        application:endBackgroundTask(id)
      end)
      dispatch.work(3, function() application:endBackgroundTask(id) end)  -- 3 s off-main
    end,
  },
}

scenario("home, wait, come back", function()
  user.tap(todo)
  wait(2)
  user.home()
  wait(60)
  expect.state(todo, "suspended")
  user.tap(todo)
  expect.callbacks {
    "willFinishLaunching", "didFinishLaunching", "didBecomeActive",
    "willResignActive", "didEnterBackground",
    "willEnterForeground", "didBecomeActive",
  }
end)
