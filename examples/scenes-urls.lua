-- Deep links in a scene app: cold, the URL is in the connection options (and
-- scene(_:openURLContexts:) is NOT called); warm, it reaches openURLContexts before the
-- scene comes to the foreground (Flutter's measured order; the switch sceneURLOrder
-- gives the sceneless order). A universal link reaches scene(_:continue:) instead.

local shop = app {
  name = "Shop", bundle_id = "com.acme.shop", life_cycle = "scenes",
  url_types = { { name = "com.acme.shop", schemes = { "shop" } } },
  scene_delegate = {
    willConnect = function(scene, session, options)
      local first = options.urlContexts and options.urlContexts[1]
      log("connected with", first and first.url or "no URL")
    end,
    openURLContexts = function(scene, contexts) log("warm URL", contexts[1].url) end,
    continueUserActivity = function(scene, activity) log("universal link", activity.webpageURL) end,
  },
}

scenario("a URL cold, then warm", function()
  user.open_url("shop://item/42")
  expect.callbacks(shop, {
    "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
    "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive",
  })
  user.home()
  wait(5)
  expect.mark()
  user.open_url("shop://item/43")
  expect.callbacks(shop, { "scene.openURLContexts", "scene.willEnterForeground", "scene.didBecomeActive" })
end)

scenario("a universal link, warm", function()
  user.tap(shop)
  user.home()
  expect.mark()
  user.continue_activity(shop, { type = "NSUserActivityTypeBrowsingWeb", webpageURL = "https://acme.com/item/42" })
  -- willContinueUserActivityWithType announces the activity before its data arrives.
  expect.callbacks(shop, {
    "scene.willEnterForeground", "scene.willContinueUserActivityWithType", "scene.continueUserActivity",
    "scene.didBecomeActive",
  })
end)
