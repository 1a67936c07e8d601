-- A chat app as real apps are written (docs/guide.md "The app as a process"):
--   * main runs in every new process: its locals are the process's memory and die
--     with it; what must survive goes to UserDefaults.standard.
--   * it registers for push (app{ push = true } is the aps-environment entitlement)
--     and keeps the token it gets;
--   * it schedules a reminder when the user leaves with an unsent draft;
--   * it refreshes the inbox in the background with a BGAppRefreshTask;
--   * it offers a dynamic quick action, "Message <last contact>", which the system keeps
--     across processes;
--   * its screen (ui) is what the user does inside it: type a draft, send it.

local REFRESH = "com.acme.chat.refresh"

local function chat()
  return app {
    name = "Chat", bundle_id = "com.acme.chat", push = true,
    background_modes = { "fetch" }, bg_task_identifiers = { REFRESH },
    main = function()
      -- Process memory: gone after any termination.
      local draft = UserDefaults.standard:get("draft") or ""
      local unread = 0

      local function scheduleRefresh(application)
        BGTaskScheduler.shared:submit { identifier = REFRESH, kind = "refresh", earliest = 900 }
      end

      return {
        delegate = {
          didFinishLaunching = function(application, options)
            UNUserNotificationCenter.current():requestAuthorization({ "alert", "badge" })
            application:registerForRemoteNotifications()
            BGTaskScheduler.shared:register(REFRESH, function(task)
              dispatch.work(2, function()
                unread = unread + 3
                application:setBadgeCount(unread)
                scheduleRefresh(application)
                task:setTaskCompleted(true)
              end)
            end)
            log("draft at launch:", draft == "" and "(none)" or draft)
            return true
          end,
          didRegisterForRemoteNotifications = function(application, token)
            UserDefaults.standard:set("push token", token)
          end,
          didBecomeActive = function(application)
            unread = 0
            application:setBadgeCount(0)
            application.shortcutItems = { { type = "compose", title = "Message Ann" } }
          end,
          didEnterBackground = function(application)
            UserDefaults.standard:set("draft", draft)
            if draft ~= "" then
              UNUserNotificationCenter.current():add {
                identifier = "unsent", content = { title = "Your message to Ann is not sent" },
                trigger = { seconds = 3600 },
              }
            end
            scheduleRefresh(application)
          end,
          performActionForShortcutItem = function(application, shortcutItem, completion)
            log("quick action:", shortcutItem, "draft:", draft)
            completion(true)
          end,
        },
        ui = {                            -- the chat's screen: user.ui(chat, "type", text)
          type = { args = { "see you at 6" }, run = function(text) draft = draft .. text end },
          send = function()
            log("sent:", draft)
            draft = ""
          end,
        },
      }
    end,
  }
end

scenario("the first launch registers for push and offers a quick action", function()
  local c = chat()
  system.grant(c, true)
  user.tap(c)
  expect.equal(#c.defaults["push token"], 64)
  user.ui(c, "type", "see you at 6")  -- the user types, and does not send
  user.home()
  expect.equal(#c.pending_notifications, 1)
end)

scenario("a sent message leaves no draft and no reminder", function()
  local c = chat()
  system.grant(c, true)
  user.tap(c)
  user.ui(c, "type", "see you at 6")
  user.ui(c, "send")
  user.home()
  expect.equal(c.defaults.draft, "")
  expect.equal(#c.pending_notifications, 0)
end)

scenario("the inbox refreshes in the background, even after the system ends the app", function()
  local c = chat()
  system.grant(c, true)
  user.tap(c)
  user.home()
  wait(900)
  system.memory_pressure()            -- iOS reclaims the suspended app
  expect.state(c, "notRunning")
  system.background_task(c, REFRESH)  -- launched into the background to run the task
  wait(5)
  expect.badge(c, 3)
  expect.state(c, "suspended")
end)

scenario("the reminder arrives, and the draft outlives the process", function()
  local c = chat()
  system.grant(c, true)
  user.tap(c)
  user.ui(c, "type", "see you at 6")
  user.home()
  user.switcher()
  user.kill(c)
  user.dismiss()
  wait(3600)
  expect.equal(c.delivered_notifications[1].title, "Your message to Ann is not sent")
  user.tap_notification(c, "unsent")  -- a new process: its draft comes from UserDefaults
  expect.equal(c.process.number, 2)
end)

scenario("the quick action survives a restart", function()
  local c = chat()
  system.grant(c, true)
  user.tap(c)
  user.ui(c, "type", "see you at 6")
  user.home()
  system.reboot()
  user.shortcut(c, "compose")
  expect.state(c, "active")
end)
