-- Notifications the app schedules, actions, push registration and Settings
-- (docs/semantics.md "Local notifications app code schedules", "Push registration", "Settings").
--   * UNUserNotificationCenter.current() (iOS 10+) schedules a request; it fires by itself
--     at its trigger time: the system shows it when the app is not in front, and keeps it
--     in Notification Center (app.delivered_notifications) until it is tapped or removed.
--   * An action without the "foreground" option is handled in the background: the app is
--     woken there, answers, and is suspended again; the app in front stays in front.
--   * registerForRemoteNotifications answers through the app delegate: a token with
--     app{ push = true } (the aps-environment entitlement), an error without it.
--   * system.settings{...} is the user in Settings; UIApplication.openSettingsURLString
--     sends the user there, and the app goes to the background.

local function chat()
  return app {
    name = "Chat", bundle_id = "com.acme.chat", push = true,
    delegate = {
      didFinishLaunching = function(application, options)
        local center = UNUserNotificationCenter.current()
        center:requestAuthorization({ "alert", "badge" })
        center:setNotificationCategories{ { identifier = "message", actions = {
          { identifier = "reply", title = "Reply", text_input = { button = "Send" } },
          { identifier = "open", title = "Open", options = { "foreground" } },
        } } }
        application:registerForRemoteNotifications()
        return true
      end,
      didRegisterForRemoteNotifications = function(application, token)
        log("token for the server:", token:sub(1, 16) .. "...")
      end,
      didEnterBackground = function(application)
        UNUserNotificationCenter.current():add({
          identifier = "come-back", content = { title = "Your draft is waiting", badge = 1 },
          trigger = { seconds = 3600 },
        })
      end,
    },
    notification_delegate = {
      didReceive = function(application, response, completion)
        log("answered:", response.actionIdentifier, response.userText, "in state", application.state)
        completion()
      end,
    },
  }
end

scenario("a reminder arrives by itself and a tap brings the app back", function()
  local c = chat()
  system.grant(c, true)
  user.tap(c)
  user.home()
  expect.equal(#c.pending_notifications, 1)
  wait(3600)
  expect.equal(c.delivered_notifications[1].request.content.title, "Your draft is waiting")
  expect.badge(c, 1)
  user.tap_notification(c, "come-back")
  expect.state(c, "active")
  expect.equal(#c.delivered_notifications, 0)
end)

scenario("replying from the notification does not open the app", function()
  local c = chat()
  system.grant(c, true)
  user.tap(c)
  user.home()
  user.tap_notification(c, { aps = { alert = "Lunch?", category = "message" } },
    { action = "reply", text = "Yes!" })
  expect.state(c, "suspended")
end)

scenario("notifications off in Settings; the app sends the user there", function()
  local planner = app {
    name = "Planner",
    delegate = {
      didBecomeActive = function(application)
        UNUserNotificationCenter.current():getNotificationSettings(function(s)
          log("authorization:", s.authorizationStatus, "alerts:", s.alertSetting)
          if s.authorizationStatus == "denied" then
            application:openURL(UIApplication.openNotificationSettingsURLString)
          end
        end)
      end,
    },
  }
  system.settings{ app = planner, notifications = false }
  user.tap(planner)
  expect.state(planner, "suspended")
  expect.state("Settings", "active")
end)
