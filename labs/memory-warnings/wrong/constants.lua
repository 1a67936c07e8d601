-- fails: a memory warning empties the cache
-- why: a shape-only module: the fields of the old format and an empty delegate; on an
--   iPhone nothing is freed and nothing is stored.
return { cache = {}, draft = "", disk = { draft = "" }, delegate = {}, ui = {} }
