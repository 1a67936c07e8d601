return {
  title = "Deep links after moving to scenes",
  concept = "docs/semantics.md (Scenes: URLs cold and warm); examples/scenes-urls.lua",
  points = 10,
  hints = {
    "In a scene app UIKit never calls the app delegate's openURL (a warning in the trace says so): where do links go instead?",
    "A link that finds the app running (warm) reaches scene_delegate.openURLContexts(scene, contexts); contexts[1].url is the URL.",
    "A link that launches the app (cold) arrives only in scene_delegate.willConnect(scene, session, options): options.urlContexts[1].url. openURLContexts is not called then.",
  },
  checks = {
    { name = "a warm link opens the note",
      rationale = "notes://open?id=7 from another app, while Notes runs, must open note 7" },
    { name = "a cold link opens the note", depends = { "a warm link opens the note" },
      rationale = "a link that launches Notes arrives in the scene's connection options" },
    { name = "a launch from the icon opens nothing", hidden = true,
      rationale = "without a link, the connection options hold no URL" },
  },
}
