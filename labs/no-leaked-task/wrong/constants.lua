-- fails: saves when the user leaves
-- why: a shape-only module: a delegate with nothing in it and a text field that keeps
--   nothing; on an iPhone the draft is never stored.
return { saved = true, delegate = {}, ui = { type = function() end } }
