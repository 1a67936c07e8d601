-- Notifications by version (docs/semantics.md "Notifications").
--   * iOS 10+: UNUserNotificationCenterDelegate (app{ notification_delegate }).
--     didReceive gets a tap, while the app is still inactive, after a launch
--     too; willPresent decides how a notification arriving in the foreground
--     shows (nothing, by default).
--   * Before iOS 10 the app delegate gets them, and only while it runs: a tap
--     that launches the app leaves the notification in the launch options.
--   * The system sets a notification's badge when it arrives (with badge
--     authorization), and asks for permission once, for every option at once.

local function news()
  return app {
    name = "News", bundle_id = "com.acme.news",
    delegate = {
      didFinishLaunching = function(application, options)
        application:requestAuthorization({ "badge", "alert" }, function(granted) log("notifications allowed:", granted) end)
        return true
      end,
    },
    notification_delegate = {
      didReceive = function(application, response, completion)
        log("tapped:", response.notification.request.content.userInfo.aps.alert, "state", application.state)
        completion()
      end,
      willPresent = function(application, notification, completion)
        completion({ "banner", "badge" })   -- show it and apply its badge, even in the foreground
      end,
    },
  }
end

scenario("iOS 17: the tap reaches the notification delegate", function()
  local n = news()
  system.grant(n, true)   -- "Allow": every requested option
  user.tap_notification(n, { aps = { alert = "Breaking" } })
  expect.callbacks(n, { "willFinishLaunching", "didFinishLaunching", "notification.didReceive", "didBecomeActive" })
end)

scenario("iOS 17: willPresent in the foreground, the system in the background", function()
  local n = news()
  system.grant(n, true)
  user.tap(n)
  system.notification(n, { aps = { alert = "Markets open", badge = 1 } })
  expect.badge(n, 1)
  user.home()
  wait(5)
  system.notification(n, { aps = { alert = "Markets close", badge = 2 } })
  expect.badge(n, 2)                 -- no app code ran: News is suspended
  expect.state(n, "suspended")
end)

scenario("iOS 9: a local notification, cold then warm", function()
  device { ios = 9 }
  local todo = app {
    name = "Todo", bundle_id = "com.acme.todo",
    delegate = {
      didFinishLaunching = function(application, options)
        log("launch option:", options and options.localNotification and options.localNotification.userInfo.list)
        return true
      end,
      didReceiveLocalNotification = function(application, notification)
        log("local notification:", notification.userInfo.list, "state", application.state)
      end,
    },
  }
  user.tap_notification(todo, { userInfo = { list = "groceries" } }, "local")
  user.home()
  user.tap_notification(todo, { userInfo = { list = "chores" } }, "local")
  expect.sequence(todo, { "willEnterForeground", "didReceiveLocalNotification", "didBecomeActive" })
end)

scenario("one permission prompt for every option", function()
  local n = news()
  system.grant(n, "badge", true)   -- only badge scripted yes: the prompt asks for badge and alert
  user.tap(n)
  system.notification(n, { aps = { badge = 3 } })
  expect.badge(n, 0)               -- denied as a whole: no badge
end)
