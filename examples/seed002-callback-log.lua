-- Seed 002 ("iOS 编程:应用程序的生命周期"): an app delegate that logs every
-- callback (NSLog(@"%s", __func__)), and the seed's "测试" (test) section: what
-- the log shows for launch, Home, reopen, lock, unlock, double-Home and
-- swiping the app away. Here applife's trace is that log, and every step of
-- the seed's test section is an expect.callbacks.
--
-- Run it:  applife run examples/seed002-callback-log.lua
--
-- Notes against docs/ios-facts.md:
--   * The seed's log starts with didFinishLaunching because its delegate does
--     not implement willFinishLaunching. UIKit still calls the launch sequence
--     willFinish -> didFinish; applife traces a method the delegate lacks as
--     "(not implemented)", and expect.callbacks lists it.
--   * Lock -> willResignActive + didEnterBackground is iOS 5 and later. On iOS 4
--     locking only resigned active (facts §2.4, C3): scenario "lock on iOS 4".
--   * Swipe-kill from the switcher -> didEnterBackground + willTerminate is
--     what happens when the app was still running (frontmost in the switcher).
--     A suspended app is removed without any callback (facts §2.8, C2):
--     scenario "swipe away a suspended app". The seed's own comment on
--     willTerminate says so: "if the app is suspended, it is not called".
--   * application:openURL:options: is the right method from iOS 9 on (the
--     seed uses it). No scenario here opens a URL, so it is declared but not
--     called (examples/seed000-urls-airdrop.lua routes URLs).

local delegate = {
  -- 应用载入完成后调用: called when the app has finished loading.
  didFinishLaunching = function(application, options)
    log("didFinishLaunching: set up the UI")
    return true
  end,
  -- 前台活动 -> 前台非活动: an interruption (call, SMS) or the way to the
  -- background. Pause tasks, disable timers; a game pauses here.
  willResignActive = function(application)
    log("willResignActive: pause")
  end,
  -- 进入后台: save user data, release shared resources, invalidate timers.
  -- About 5 s to return.
  didEnterBackground = function(application)
    log("didEnterBackground: save state")
  end,
  -- 后台 -> 前台: undo what entering the background changed.
  willEnterForeground = function(application)
    log("willEnterForeground: undo background changes")
  end,
  -- 进入前台活动状态: restart what was paused, refresh the UI.
  didBecomeActive = function(application)
    log("didBecomeActive: resume")
  end,
  -- 应用将要退出: only when the process is still running when it ends.
  willTerminate = function(application)
    log("willTerminate: last chance to save")
  end,
  -- 内存警告: free caches that can be rebuilt.
  didReceiveMemoryWarning = function(application)
    log("didReceiveMemoryWarning: drop caches")
  end,
  -- 应用打开URL时调用 (no scenario here opens a URL).
  openURL = function(application, url, options)
    log("openURL", url)
    return true
  end,
}

local demo = app { name = "Demo", bundle_id = "com.example.lifecycle", delegate = delegate }

scenario("the seed's test section, step by step", function()
  -- 开启应用程序 (launch)
  user.tap(demo)
  expect.callbacks { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" }

  -- 点击 Home 键退出应用 (Home)
  wait(5)
  expect.mark()
  user.home()
  expect.callbacks { "willResignActive", "didEnterBackground" }

  -- 点击 Icon 图标再次打开应用 (tap the icon again)
  wait(5)
  expect.mark()
  user.tap(demo)
  expect.callbacks { "willEnterForeground", "didBecomeActive" }

  -- 点击 Lock 按钮锁定屏幕 (lock)
  wait(5)
  expect.mark()
  user.lock()
  expect.callbacks { "willResignActive", "didEnterBackground" }

  -- 解锁屏幕 (unlock)
  wait(5)
  expect.mark()
  user.unlock()
  expect.callbacks { "willEnterForeground", "didBecomeActive" }

  -- 双击 Home 键 (double-Home: the app switcher)
  wait(5)
  expect.mark()
  user.switcher()
  expect.callbacks { "willResignActive" }
  expect.state(demo, "inactive")

  -- 手势上划清理应用 (swipe the card away): still running, so it hears about it
  wait(2)
  expect.mark()
  user.kill(demo)
  expect.callbacks { "didEnterBackground", "willTerminate" }
  expect.terminated(demo, "user")
end)

scenario("the whole log at once", function()
  user.tap(demo)
  wait(5)  user.home()
  wait(5)  user.tap(demo)
  wait(5)  user.lock()
  wait(5)  user.unlock()
  wait(5)  user.switcher()
  wait(2)  user.kill(demo)
  user.home()
  expect.callbacks {
    "willFinishLaunching", "didFinishLaunching", "didBecomeActive",  -- launch
    "willResignActive", "didEnterBackground",                        -- Home
    "willEnterForeground", "didBecomeActive",                        -- icon
    "willResignActive", "didEnterBackground",                        -- lock
    "willEnterForeground", "didBecomeActive",                        -- unlock
    "willResignActive",                                              -- double-Home
    "didEnterBackground", "willTerminate",                           -- swipe away
  }
  -- With notifications: each one right after its delegate method (facts §2.0).
  expect.sequence {
    "applicationWillResignActive:", "UIApplicationWillResignActiveNotification",
    "applicationDidEnterBackground:", "UIApplicationDidEnterBackgroundNotification",
    "applicationWillTerminate:", "UIApplicationWillTerminateNotification",
  }
end)

scenario("double-Home, then back to the same app", function()
  user.tap(demo)
  wait(5)
  expect.mark()
  user.switcher()
  wait(2)
  user.switch_to(demo)   -- pick the same card: only didBecomeActive (facts §2.7)
  expect.callbacks { "willResignActive", "didBecomeActive" }
  expect.state(demo, "active")
end)

scenario("swipe away a suspended app: no callback at all", function()
  user.tap(demo)
  wait(5)
  user.home()
  wait(30)
  expect.state(demo, "suspended")
  expect.mark()
  user.switcher()
  user.kill(demo)
  user.home()
  expect.callbacks {}   -- no didEnterBackground, no willTerminate (facts T9, C2)
  expect.terminated(demo, "user")
end)

scenario("memory warning", function()
  user.tap(demo)
  wait(5)
  expect.mark()
  system.memory_warning()
  -- Only running apps get it; no state change (facts §2.9).
  expect.callbacks { "didReceiveMemoryWarning" }
  expect.state(demo, "active")
end)

scenario("lock on iOS 4: willResignActive only", function()
  device { ios = 4 }
  user.tap(demo)
  wait(5)
  expect.mark()
  user.lock()
  expect.callbacks { "willResignActive" }
  expect.state(demo, "inactive")     -- stays in the foreground, inactive
  wait(5)
  user.unlock()
  expect.callbacks { "willResignActive", "didBecomeActive" }
end)
