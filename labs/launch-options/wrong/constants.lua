-- fails: the launch URL
-- why: constants claim a URL, a fetch and a UI, but the app does nothing: on an iPhone
--   the story is never shown and no fetch is ever asked for.
return { launch_url = "news://story/42", fetches = 1, ui_built = 1, delegate = {} }
