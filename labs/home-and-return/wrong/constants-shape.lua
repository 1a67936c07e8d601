-- fails: pressing home
-- why: empty lists and no state: pressing Home calls two delegate methods on an iPhone.
return { home = {}, back = {}, state_after_a_minute = "" }
