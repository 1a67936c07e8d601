-- The anchor of trace-storm.lua: the same app, launched, with no records of its own.
local storm = app { name = "Storm", delegate = {} }
user.tap(storm)
