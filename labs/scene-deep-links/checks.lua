-- Checks of scene-deep-links: student() returns the module; the app is a scene app now.
local M = student()
local notes = app {
  name = "Notes", bundle_id = "com.acme.notes", life_cycle = "scenes",
  url_types = { { name = "com.acme.notes", schemes = { "notes" } } },
  delegate = M.delegate, scene_delegate = M.scene_delegate,
}
local mail = app { name = "Mail", bundle_id = "com.acme.mail" }

scenario("a warm link opens the note", function()
  user.tap(notes)
  user.tap(mail)
  user.open_url("notes://open?id=7")
  expect.equal(M.opened, { "7" }, "opened")
end)

scenario("a cold link opens the note", function()
  user.tap(mail)
  user.open_url("notes://open?id=8")
  expect.equal(M.opened, { "8" }, "opened")
end)

scenario("a launch from the icon opens nothing", function()
  user.tap(notes)
  expect.equal(M.opened, {}, "opened")
end)
