-- fails: state during didFinishLaunching
-- why: the app is not active while its launch methods run: on an iPhone it takes no
--   touches until didBecomeActive.
return {
  launch = { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" },
  state_in_didFinishLaunching = "active",
}
