-- fails: the player pauses in the background
-- why: a shape-only module: a right-looking prediction and handlers that do nothing; on an
--   iPad the video never stops and no draft is ever stored.
return {
  app_phase_while_one_window_is_inactive = "active",
  swiftui = { scene_phase = function() end, app_phase = function() end },
  ui = { type = function() end },
}
