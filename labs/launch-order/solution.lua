return {
  launch = { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" },
  state_in_didFinishLaunching = "inactive",
}
