-- Checks of launch-options. The student's file is the app's code: it runs anew in every
-- process. The checks judge only what the app did through the system: what it wrote to
-- UserDefaults and in which process, its callbacks and completion handlers in the trace,
-- and how each process ended.

-- Loads the file once here, so a file that does not load is reported once.
student()
local news = app {
  name = "News", bundle_id = "com.acme.news",
  background_modes = { "fetch" },
  url_types = { { name = "com.acme.news", schemes = { "news" } } },
  main = function() return { delegate = student().delegate } end,
}

-- How many records of the app match: a callback's short name, or a completion handler call.
local function count(what)
  local n = 0
  for _, record in ipairs(news.records) do
    if record.callback == what then n = n + 1 end
    if what == "completion" and record.kind == "log" and record.name == "completion"
      and (record.message or ""):find("performFetch", 1, true) then
      n = n + 1
    end
  end
  return n
end

scenario("the launch URL", function()
  user.open_url("news://story/7319")
  expect.equal(news.defaults.story, "news://story/7319", "the story in UserDefaults after the URL launched the app")
end)

-- iOS fetches only for an app that asked for it, so the app runs once first;
-- then iOS reclaims it, and a fetch launches a new process (fresh memory).
local function ranOnceThenPurged()
  user.tap(news)
  user.home()
  system.memory_pressure()
  return news.defaults.ui_builds
end

scenario("a fetch launch calls completion", function()
  ranOnceThenPurged()
  system.background_fetch(news)
  wait(40)
  expect.equal(count("performFetch"), 1, "performFetch calls")
  expect.equal(count("completion"), 1, "calls of performFetch's completion handler")
  local _, warning = invariants.no_misuse_warning()
  expect.equal(warning, nil, "UIKit's warning about a completion handler")
  -- The purge ended the first process ("jetsam"); a fetch left hanging would end
  -- the second one with "watchdog".
  expect.equal(news.terminated, "jetsam", "why the last process ended")
  expect.state(news, "suspended")
end)

scenario("no UI for a background launch", function()
  local before = ranOnceThenPurged()
  expect.equal(before, 1, "ui_builds in UserDefaults after a launch from the icon")
  system.background_fetch(news)
  wait(40)
  expect.equal(news.defaults.ui_builds, before, "ui_builds in UserDefaults after a background launch")
end)

scenario("the UI after a background launch", function()
  local before = ranOnceThenPurged()
  system.background_fetch(news)
  wait(40)
  user.tap(news)
  expect.equal(news.defaults.ui_builds, (before or 0) + 1, "ui_builds in UserDefaults after the first tap")
end)
