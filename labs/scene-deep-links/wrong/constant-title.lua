-- fails: a warm link opens the note
-- why: a constant: every window says "Note 7" whatever the link; on an iPhone the user
--   who taps a link to another note sees the wrong one.
return {
  delegate = {},
  scene_delegate = {
    willConnect = function(scene, session, options) scene.title = "Note 7" end,
  },
}
