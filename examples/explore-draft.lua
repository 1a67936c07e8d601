-- applife explore examples/explore-draft.lua
--
-- Notes saves the draft in a background task: it begins the task when the app
-- resigns active and ends it when the app has entered the background. That looks
-- fine for "press Home" (resign, then background), but an interruption that never
-- reaches the background (Control Center, Notification Center, the app switcher)
-- begins a task that nobody ends: the next time the app goes to the background,
-- the old task is still open when the background time runs out, and iOS kills the
-- app. `applife explore` finds such a sequence and shrinks it to a handful of steps.

local draft = { saved = true, task = nil }

local notes = app {
  name = "Notes",
  bundle_id = "com.acme.notes",
  url_types = { { name = "com.acme.notes", schemes = { "notes" } } },
  delegate = {
    didFinishLaunching = function(application, options)
      return true
    end,
    willResignActive = function(application)
      -- BUG: an interruption resigns without entering the background, and the
      -- next resign overwrites the id of a task that is still open.
      draft.saved = false
      draft.task = application:beginBackgroundTask("save draft")
    end,
    didEnterBackground = function(application)
      draft.saved = true
      if draft.task then
        application:endBackgroundTask(draft.task)
        draft.task = nil
      end
    end,
    openURL = function(application, url, options)
      return true
    end,
  },
}

-- The file's own invariant, checked after every step: a suspended app has saved.
invariant("the draft is saved whenever Notes is suspended", function()
  return notes.state ~= "suspended" or draft.saved, "Notes is suspended with an unsaved draft"
end)
