-- fails: the badge shows
-- why: an empty delegate asks for no permission and counts nothing: on an iPhone the
--   icon never shows a badge.
return { delegate = {}, badge = 26 }
