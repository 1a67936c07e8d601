-- Checks of scene-deep-links: the student's file is Notes's code, run anew in every process
-- (student() in app code); Notes is a scene app now. The checks read what the system shows:
-- the title of Notes's window (scene.title, as the app switcher shows it).
local notes = app {
  name = "Notes", bundle_id = "com.acme.notes", life_cycle = "scenes",
  url_types = { { name = "com.acme.notes", schemes = { "notes" } } },
  main = function()
    local M = student()
    return { delegate = M.delegate, scene_delegate = M.scene_delegate }
  end,
}
local mail = app { name = "Mail", bundle_id = "com.acme.mail" }

local function link(url)   -- the user taps a link in Mail
  user.tap(mail)
  user.open_url(url)
end

local function title() return notes.scenes[1] and notes.scenes[1].title end

scenario("a warm link opens the note", function()
  user.tap(notes)
  link("notes://open?id=7")
  expect.equal(title(), "Note 7", "the window's title")
  link("notes://open?id=12")
  expect.equal(title(), "Note 12", "the window's title")
end)

scenario("a cold link opens the note", function()
  link("notes://open?id=8")
  expect.scene_state(notes, "foregroundActive")
  expect.equal(title(), "Note 8", "the window's title")
end)

scenario("a launch from the icon opens nothing", function()
  user.tap(notes)
  expect.scene_state(notes, "foregroundActive")
  expect.equal(title(), nil, "the window's title")
end)
