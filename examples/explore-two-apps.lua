-- applife explore examples/explore-two-apps.lua
--
-- Two well-behaved apps: Notes saves its draft in a background task that it
-- always ends (when the save is done, or when the time runs out), and Mail
-- answers background fetches and silent pushes and opens mail: URLs. No
-- sequence of events breaks an invariant, so explore reports the coverage it
-- reached. (The benchmark explores this file: 10,000 walks of 20 steps.)

local draft = { saved = true }

local notes = app {
  name = "Notes",
  bundle_id = "com.acme.notes",
  url_types = { { name = "com.acme.notes", schemes = { "notes" } } },
  delegate = {
    didFinishLaunching = function(application, options) return true end,
    willResignActive = function(application) draft.saved = false end,
    didEnterBackground = function(application)
      local id
      id = application:beginBackgroundTask("save draft", function()
        application:endBackgroundTask(id)
      end)
      dispatch.work(2, function()
        draft.saved = true
        application:endBackgroundTask(id)
      end)
    end,
    didBecomeActive = function(application) end,
    openURL = function(application, url, options) return true end,
  },
}

local inbox = 0

app {
  name = "Mail",
  bundle_id = "com.acme.mail",
  url_types = { { name = "com.acme.mail", schemes = { "mail" } } },
  background_modes = { "fetch", "remote-notification" },
  delegate = {
    didFinishLaunching = function(application, options) return true end,
    performFetch = function(application, completion)
      dispatch.work(1, function()
        inbox = inbox + 1
        completion("newData")
      end)
    end,
    didReceiveRemoteNotification = function(application, payload, completion)
      completion("noData")
    end,
    openURL = function(application, url, options) return true end,
    didReceiveMemoryWarning = function(application) inbox = 0 end,
  },
}

invariant("a suspended Notes has saved its draft", function()
  return notes.state ~= "suspended" or draft.saved, "Notes is suspended with an unsaved draft"
end)
