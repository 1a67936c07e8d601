-- Seed 000, parts #01 (AirDrop) and #02 ("Launching an app to open a URL"):
--   * an app registers a URL scheme (CFBundleURLTypes: CFBundleURLName +
--     CFBundleURLSchemes) and another app opens todolist://... ;
--   * not running: willFinishLaunching / didFinishLaunching get the URL in the
--     launch options, and if both return YES the URL is delivered to the
--     open-URL method; in the background / suspended: the app comes to the
--     foreground first, then the open-URL method;
--   * AirDrop: a file (declared in Document Types / imported UTIs) arrives
--     through the same open-URL method, copied into Documents/Inbox.
--
-- WHERE THE SEED IS WRONG (facts §4.3, tutorial error 1): it says iOS 9+ calls
-- application:handleOpenURL:. It does not: iOS 9+ calls
-- application:openURL:options:. handleOpenURL: (2.0-9.0) and
-- application:openURL:sourceApplication:annotation: (4.2-9.0) are deprecated
-- fallbacks, used only when the newer method is missing. Scene apps (13+) get
-- scene(_:openURLContexts:). The scenarios below follow Apple.
-- Also (facts C9): if two apps register the same scheme the target is
-- undefined ("nothing happens" in the seed is not what Apple says either).

local todo = app {
  name = "Todo", bundle_id = "com.acme.todolist",
  url_types = { { name = "com.acme.todolist", schemes = { "todolist" } } },
  document_types = { { name = "Todo list", types = { "com.acme.todolist.list" }, extensions = { "todolist" } } },
  delegate = {
    willFinishLaunching = function(application, options)
      log("willFinish, url =", options and options.url)
      return true
    end,
    didFinishLaunching = function(application, options)
      log("didFinish, url =", options and options.url)
      return true   -- YES: the URL will be delivered to openURL
    end,
    openURL = function(application, url, options)
      log("open", url, "from", options.sourceApplication)
      return true
    end,
  },
}

local mail = app { name = "Mail", bundle_id = "com.acme.mail", delegate = {} }

scenario("open todolist:// while Todo is not running", function()
  user.tap(mail)
  -- [[UIApplication sharedApplication] openURL:myURL] from another app:
  user.open_url("todolist://www.acme.com?Quarterly%20Report#200806231300")
  expect.callbacks(todo, {
    "willFinishLaunching", "didFinishLaunching", "openURL", "didBecomeActive",
  })
end)

scenario("open todolist:// while Todo is suspended", function()
  user.tap(todo)
  user.home()
  wait(10)
  user.tap(mail)
  user.open_url("todolist://www.acme.com?Quarterly%20Report#200806231300")
  expect.callbacks(todo, {
    "willFinishLaunching", "didFinishLaunching", "didBecomeActive",
    "willResignActive", "didEnterBackground",
    "willEnterForeground", "openURL", "didBecomeActive",
  })
end)

scenario("iOS 8: the URL goes to openURL:sourceApplication:annotation:", function()
  device { ios = 8 }
  -- openURL:options: does not exist before iOS 9: UIKit asks for the 4.2-8 method
  -- (Todo only implements the iOS 9 one, so the trace shows it as not implemented).
  user.open_url("todolist://www.acme.com?Quarterly%20Report#200806231300")
  expect.sequence(todo, { "didFinishLaunching", "openURLSourceApplication", "didBecomeActive" })
end)

scenario("didFinishLaunching returns NO: the URL is not delivered (C5)", function()
  local picky = app {
    name = "Picky", bundle_id = "com.acme.picky",
    url_types = { { name = "com.acme.picky", schemes = { "picky" } } },
    delegate = {
      didFinishLaunching = function(application, options) return false end,
      openURL = function(application, url, options) log("never", url) end,
    },
  }
  user.open_url("picky://x")
  expect.callbacks(picky, { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" })
end)

scenario("two apps claim one scheme: nothing happens (C9 default)", function()
  app { name = "Copycat", url_types = { { name = "com.copycat", schemes = { "todolist" } } } }
  user.open_url("todolist://x")
  expect.state(todo, "notRunning")
end)

scenario("AirDrop a list file to Todo while it runs", function()
  user.tap(todo)
  user.airdrop(todo, "Groceries.todolist")
  -- The file is copied to Documents/Inbox and handed to openURL.
  expect.sequence(todo, { "willResignActive", "openURL", "didBecomeActive" })
end)

