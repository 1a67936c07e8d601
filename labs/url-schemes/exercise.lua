return {
  title = "Custom URL schemes and routing with a veto",
  concept = "seed 000 (URL schemes, AirDrop); facts §3, §4 (C5)",
  points = 10,
  hints = {
    "openURL gets the whole URL as a string: url:match(\"^todolist://add%?item=(.+)$\") picks out the item.",
    "On a cold launch UIKit passes the URL in the launch options and then calls openURL: handle it in one place only.",
    "To veto a URL at launch, return false from willFinishLaunching (or didFinishLaunching) when options.url is not one you handle: then openURL is not called.",
  },
  checks = {
    { name = "adds an item while running",
      rationale = "todolist://add?item=milk, opened from another app, must add \"milk\" to items" },
    { name = "a cold launch adds it once", depends = { "adds an item while running" },
      rationale = "a URL that launches the app arrives in the launch options and then in openURL: handle it once" },
    { name = "other URLs are refused", depends = { "adds an item while running" },
      rationale = "openURL returns false for a URL the app does not handle, and adds nothing" },
    { name = "veto at launch", hidden = true,
      rationale = "a launch method that returns false for the launch URL stops UIKit from calling openURL at all" },
  },
}
