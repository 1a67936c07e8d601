return {
  title = "Launch options and background launches",
  concept = "seed 004 (launch options); facts §1.2, §3, §5.4",
  points = 10,
  hints = {
    "options is nil for a launch from the icon; a URL launch has options.url.",
    "iOS never fetches for an app that did not ask: call application:setMinimumBackgroundFetchInterval(\"minimum\") in didFinishLaunching.",
    "performFetch gets a completion function: call it, e.g. completion(\"newData\"), or iOS kills the app after 30 s.",
    "In didFinishLaunching, application.state is \"background\" for a background launch: build the UI only otherwise, and build it later in willEnterForeground if it is still missing.",
  },
  checks = {
    { name = "the launch URL", rationale = "a URL that launches the app arrives in didFinishLaunching's options.url" },
    { name = "a fetch launch calls completion",
      rationale = "iOS fetches only for an app that set a minimum fetch interval, and a fetch must call its completion handler, or the app is killed (watchdog)" },
    { name = "no UI for a background launch", depends = { "a fetch launch calls completion" },
      rationale = "an app launched into the background has no one to show its UI to: build it only when it comes to the front" },
    { name = "the UI after a background launch", depends = { "no UI for a background launch" },
      rationale = "after a background launch, the first tap brings a suspended app forward without didFinishLaunching" },
  },
}
