-- Documents from other apps (docs/semantics.md "Documents and the Inbox").
--   * Open In (and AirDrop) copies the file into the receiving app's
--     Documents/Inbox and hands over the copy: openInPlace is false, and the
--     sender's annotation comes along.
--   * The Inbox is read-only to the app: move the file out before changing it.
--   * An app that declares LSSupportsOpeningDocumentsInPlace (opens_in_place,
--     iOS 9+) gets the original instead: openInPlace is true.

local function reader(inPlace)
  return app {
    name = "Reader", bundle_id = "com.acme.reader", opens_in_place = inPlace,
    document_types = { { name = "PDF", types = { "com.adobe.pdf" } } },
    delegate = {
      openURL = function(application, url, options)
        log("open", url, "in place:", options.openInPlace, "annotation:", options.annotation)
        if options.openInPlace then return true end
        log("write the Inbox copy:", application:writeFile(url))
        log("move it out:", application:moveItem(url, "Documents/Q3.pdf"))
        log("write the moved file:", application:writeFile("Documents/Q3.pdf"))
        return true
      end,
    },
  }
end

scenario("Open In from Mail: an Inbox copy", function()
  local mail = app { name = "Mail", bundle_id = "com.acme.mail" }
  local r = reader(false)
  user.tap(mail)
  user.open_document(r, "Q3.pdf", { annotation = "from Mail" })
  expect.state(r, "active")
end)

scenario("opening in place (iOS 9+)", function()
  local r = reader(true)
  user.open_document(r, "Q3.pdf")
end)
