-- fails: the save finishes in the background
-- why: a module of constants begins no background task and saves nothing: on an
--   iPhone the app is suspended a moment after Home and nothing is ever written.
return { save_seconds = 10, saved = true, delegate = {} }
