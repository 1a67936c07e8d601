return {
  title = "The order of launch callbacks",
  concept = "seed 002 (callback log), seed 003 (states); facts §1.1, §2.1",
  points = 10,
  hints = {
    "A launch from the icon has exactly three delegate callbacks.",
    "The first one lets you prepare before state restoration: its name starts with 'will'.",
    "willFinishLaunching, didFinishLaunching, then didBecomeActive. During the two launch methods the app is not active yet.",
  },
  checks = {
    { name = "launch is a list", rationale = "launch must be a list of delegate keys such as \"didBecomeActive\"" },
    { name = "launch from the icon", depends = { "launch is a list" },
      rationale = "UIKit calls the launch methods in a fixed order; code in the wrong one runs too early or too late" },
    { name = "state during didFinishLaunching",
      rationale = "the app becomes active only after launching is finished: didFinishLaunching runs while it is inactive" },
  },
}
