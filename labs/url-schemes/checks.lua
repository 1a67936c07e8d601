-- Checks of url-schemes: student() returns the module.
local M = student()
local todo = app {
  name = "Todo", bundle_id = "com.acme.todolist",
  url_types = { { name = "com.acme.todolist", schemes = { "todolist" } } },
  delegate = M.delegate,
}
local mail = app { name = "Mail", bundle_id = "com.acme.mail", delegate = {} }

scenario("adds an item while running", function()
  user.tap(todo)
  user.tap(mail)
  user.open_url("todolist://add?item=milk")
  expect.equal(M.items, { "milk" }, "items")
end)

scenario("a cold launch adds it once", function()
  user.tap(mail)
  user.open_url("todolist://add?item=bread")
  expect.equal(M.items, { "bread" }, "items")
end)

scenario("other URLs are refused", function()
  user.tap(todo)
  user.tap(mail)
  user.open_url("todolist://delete?item=milk")
  expect.equal(M.items, {}, "items")
end)

scenario("veto at launch", function()
  user.tap(mail)
  user.open_url("todolist://delete?item=milk")
  expect.callbacks(todo, { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" })
end)
