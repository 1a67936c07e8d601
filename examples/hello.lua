-- The smallest applife script: plain Lua, run in the sandbox.
--   scripts/applife run examples/hello.lua
print("hello from applife")
print(("Lua says 2 + 3 = %d"):format(2 + 3))
