-- Two apps on one device: opening one sends the other to the background, and
-- the app switcher brings it back (facts §2.2, §2.3, §2.7).
--   applife run examples/multi-app.lua
-- Apps opening each other's URLs (todolist://...): examples/seed000-urls-airdrop.lua.

local mail = app { name = "Mail", bundle_id = "com.acme.mail", delegate = {} }
local maps = app { name = "Maps", bundle_id = "com.acme.maps", delegate = {} }

scenario("switching between two apps", function()
  user.tap(mail)
  wait(5)
  user.tap(maps)          -- back to the home screen, then Maps: Mail goes to the background
  expect.state(mail, "suspended")
  expect.state(maps, "active")
  wait(5)
  user.switcher()         -- Maps resigns active while the switcher shows
  user.switch_to(mail)    -- pick Mail's card: Maps to the background, Mail resumes
  expect.state(maps, "suspended")
  expect.state(mail, "active")
  expect.callbacks(mail, {
    "willFinishLaunching", "didFinishLaunching", "didBecomeActive",
    "willResignActive", "didEnterBackground",
    "willEnterForeground", "didBecomeActive",
  })
  expect.callbacks(maps, {
    "willFinishLaunching", "didFinishLaunching", "didBecomeActive",
    "willResignActive", "didEnterBackground",
  })
end)

scenario("a memory warning goes to running apps only", function()
  user.tap(mail)
  user.tap(maps)          -- Mail is suspended now
  expect.mark()
  system.memory_warning()
  -- Suspended apps run no code and get no warning (facts §2.9).
  expect.callbacks(maps, { "didReceiveMemoryWarning" })
  expect.callbacks(mail, {})
end)
