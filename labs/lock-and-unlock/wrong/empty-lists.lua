-- fails: locking
-- why: a shape-only answer: the lists have the right type and say nothing; on an iPhone
--   the app hears about the lock, and code that expects silence never saves or pauses.
return { lock = {}, unlock = {}, lock_ios4 = {} }
