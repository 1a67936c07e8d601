-- Checks of url-schemes: the student's file is Todo's code, run anew in every process
-- (student() in app code). The checks read what Todo stored (todo.defaults.items) and which
-- callbacks UIKit made, never a value of the module.
local todo = app {
  name = "Todo", bundle_id = "com.acme.todolist",
  url_types = { { name = "com.acme.todolist", schemes = { "todolist" } } },
  main = function() return { delegate = student().delegate } end,
}
local mail = app { name = "Mail", bundle_id = "com.acme.mail", delegate = {} }

local function link(url)   -- the user taps a link in Mail
  user.tap(mail)
  user.open_url(url)
end

local function stored() return todo.defaults.items or {} end

scenario("adds an item while running", function()
  user.tap(todo)
  link("todolist://add?item=tea")
  link("todolist://add?item=rice")
  expect.equal(stored(), { "tea", "rice" }, "the stored items")
end)

scenario("a cold launch adds it once", function()
  link("todolist://add?item=bread")
  expect.state(todo, "active")
  expect.equal(stored(), { "bread" }, "the stored items")
end)

scenario("other URLs are refused", function()
  user.tap(todo)
  link("todolist://delete?item=tea")
  link("todolist://add")
  link("todolist://add?item=")
  expect.equal(stored(), {}, "the stored items")
end)

scenario("veto at launch", function()
  link("todolist://delete?item=jam")
  expect.callbacks(todo, { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" })
  expect.equal(stored(), {}, "the stored items")
end)
