-- Checks of launch-options: student() returns the module.
local M = student()
local news = app {
  name = "News", bundle_id = "com.acme.news",
  background_modes = { "fetch" },
  url_types = { { name = "com.acme.news", schemes = { "news" } } },
  delegate = M.delegate,
}

scenario("the launch URL", function()
  user.open_url("news://story/42")
  expect.equal(M.launch_url, "news://story/42", "launch_url")
end)

-- iOS fetches only for an app that asked for it, so the app runs once first;
-- then iOS reclaims it, and a fetch launches a new process (fresh memory).
local function ranOnceThenPurged()
  user.tap(news)
  user.home()
  system.memory_pressure()
  M.fetches, M.ui_built = 0, 0
end

scenario("a fetch launch calls completion", function()
  ranOnceThenPurged()
  system.background_fetch(news)
  wait(40)
  expect.equal(M.fetches, 1, "fetches")
  -- The purge ended the first process ("jetsam"); a fetch left hanging would end
  -- the second one with "watchdog".
  expect.equal(news.terminated, "jetsam", "why the last process ended")
  expect.state(news, "suspended")
end)

scenario("no UI for a background launch", function()
  ranOnceThenPurged()
  system.background_fetch(news)
  wait(40)
  expect.equal(M.ui_built, 0, "ui_built after a background launch")
end)

scenario("the UI after a background launch", function()
  ranOnceThenPurged()
  system.background_fetch(news)
  wait(40)
  user.tap(news)
  expect.equal(M.ui_built, 1, "ui_built after the first tap")
end)
