import MessageCatalog
import Testing
@testable import Lifecycle

/// AppURL and Info.plist validation.
@Suite struct URLParsingTests {
    @Test func seed000URLRoundTrips() throws {
        let text = "todolist://www.acme.com?Quarterly%20Report#200806231300"
        let url = try AppURL(text)
        #expect(url.scheme == "todolist")
        #expect(url.host == "www.acme.com")
        #expect(url.path == "")
        #expect(url.query == "Quarterly Report")
        #expect(url.percentEncodedQuery == "Quarterly%20Report")
        #expect(url.fragment == "200806231300")
        #expect(url.string == text)
        #expect(try AppURL(url.string) == url)
    }

    @Test func pathPortQueryItemsAndUTF8() throws {
        let url = try AppURL("https://user@example.com:8443/a%20b/caf%C3%A9?q=r%26d&x#top")
        #expect(url.host == "example.com")
        #expect(url.port == 8443)
        #expect(url.path == "/a b/café")
        #expect(url.lastPathComponent == "café")
        #expect(url.queryItems.map(\.name) == ["q", "x"])
        #expect(url.queryItems.map(\.value) == ["r&d", nil])
        #expect(url.fragment == "top")
    }

    /// The quick answer exploration asks before each `openURL` agrees with the parser.
    @Test func isValidAgreesWithTheParser() {
        let texts = [
            "notes://explore", "TodoList://Item/4", "x:", "x:/", "mailto:a@b.c?subject=Hi", "a+b-c.d://h/p?q#f",
            "", ":", "://x", "1abc://x", "-a://x", "a b://x", "notes://ex plore", "notes://h:99999", "notes://h:80",
            "notes://h:", "notes://%zz", "notes://%41", "notes://caf\u{E9}", "caf\u{E9}://x", "notes://\u{7F}",
            "notes", "notes//explore", "n\u{0}://x", "[::1]://x", "notes://[::1]:80/p", "notes://a@b:c",
        ]
        for text in texts {
            #expect(AppURL.isValid(text) == ((try? AppURL(text)) != nil), "\(text)")
        }
    }

    @Test func uppercaseSchemeIsLowercasedTextKept() throws {
        let url = try AppURL("TodoList://Item/4")
        #expect(url.scheme == "todolist")
        #expect(url.host == "Item")
        #expect(url.string == "TodoList://Item/4")
    }

    @Test func schemeOnlyURLs() throws {
        let mail = try AppURL("mailto:someone@example.com?subject=Hi%21")
        #expect(mail.scheme == "mailto")
        #expect(mail.host == nil)
        #expect(mail.path == "someone@example.com")
        #expect(mail.query == "subject=Hi!")
        #expect(try AppURL("tel:+1-555-0100").path == "+1-555-0100")
        #expect(try AppURL("x-callback+v1.2:").scheme == "x-callback+v1.2")
    }

    @Test func fileURLsEncodeTheirPath() {
        let url = AppURL.file(path: "/Documents/Inbox/Quarterly Report.todolist")
        #expect(url.string == "file:///Documents/Inbox/Quarterly%20Report.todolist")
        #expect(url.path == "/Documents/Inbox/Quarterly Report.todolist")
        #expect(url.isFileURL)
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("www.acme.com", "it has no scheme"),
        ("todolist://www.acme.com?Quarterly Report", "it contains a space (write %20)"),
        ("1todo://x", "its scheme '1todo' must start with a letter"),
        ("to_do://x", "its scheme 'to_do' contains '_'"),
        ("://x", "its scheme '' is empty"),
        ("todolist://x?a=%2", "broken percent escape"),
        ("todolist://x?a=%zz", "broken percent escape near '%zz'"),
        ("todolist://x:99999/", "port '99999' is not a number 0-65535"),
        ("todolist://x/%FF", "not UTF-8"),
        ("todolist://x\n", "control character"),
    ])
    func malformedURLsSayWhy(text: String, reason: String) {
        #expect {
            _ = try AppURL(text)
        } throws: { error in
            guard case EngineError.badURL(let url, let why) = error else { return false }
            return url == text && why.text(.en).contains(reason)
        }
    }

    @Test func malformedUserURLRoutesNothing() throws {
        let w = World()
        try w.device.tap(w.mail)
        let before = w.device.records.count
        #expect(throws: EngineError.badURL(url: "todolist://a b", reason: Sentence(.urlSpace))) {
            try w.device.openURL("todolist://a b")
        }
        #expect(w.device.records.count == before)
        #expect(w.device.state(of: w.mail) == .active)
    }

    // MARK: Info.plist

    static func badSpec(_ i: Int) -> (AppSpec, String) {
        let cases: [(AppSpec, String)] = [
            (
                AppSpec(name: "Todo", bundleID: "t", urlTypes: [URLType(name: "t", schemes: ["todo list"])]),
                "Todo: bad Info.plist CFBundleURLTypes[1].CFBundleURLSchemes: scheme 'todo list' contains ' ' (letters, digits, +, - and . only)"
            ),
            (
                AppSpec(name: "Todo", bundleID: "t", urlTypes: [URLType(name: "t", schemes: ["9lives"])]),
                "Todo: bad Info.plist CFBundleURLTypes[1].CFBundleURLSchemes: scheme '9lives' must start with a letter"
            ),
            (
                AppSpec(name: "Todo", bundleID: "t", urlTypes: [URLType(name: "t", schemes: [""])]),
                "Todo: bad Info.plist CFBundleURLTypes[1].CFBundleURLSchemes: scheme '' is empty"
            ),
            (
                AppSpec(
                    name: "Todo", bundleID: "t",
                    urlTypes: [URLType(name: "a", schemes: ["ok"]), URLType(name: "t", schemes: [])]),
                "Todo: bad Info.plist CFBundleURLTypes[2].CFBundleURLSchemes: the scheme list is empty"
            ),
            (
                AppSpec(name: "Todo", bundleID: "t", backgroundModes: ["fetch", "remote-notifications"]),
                "Todo: bad Info.plist UIBackgroundModes: unknown mode 'remote-notifications', did you mean 'remote-notification'?"
            ),
            (
                AppSpec(name: "Todo", bundleID: "t", backgroundModes: ["teleport"]),
                "Todo: bad Info.plist UIBackgroundModes: unknown mode 'teleport'"
            ),
            (
                AppSpec(name: "Todo", bundleID: "t", documentTypes: [DocumentType(name: "List", contentTypes: [])]),
                "Todo: bad Info.plist CFBundleDocumentTypes[1].LSItemContentTypes: the type list is empty"
            ),
            (
                AppSpec(name: "Todo", bundleID: "t", queriesSchemes: ["mail to"]),
                "Todo: bad Info.plist LSApplicationQueriesSchemes: scheme 'mail to' contains ' ' (letters, digits, +, - and . only)"
            ),
            (
                AppSpec(name: "Todo", bundleID: "t", memoryMB: 0),
                "Todo: bad Info.plist memory_mb: the footprint must be between 1 and 1048576 MB (got 0)"
            ),
        ]
        return cases[i]
    }

    @Test(arguments: 0..<9)
    func badDeclarationsAreRefused(index: Int) {
        let (spec, message) = Self.badSpec(index)
        let device = Device()
        #expect {
            _ = try device.install(validating: spec)
        } throws: { error in
            String(describing: error) == message
        }
        #expect(device.installedApps.isEmpty)
        // The non-throwing install keeps the app but drops the bad entries, with a warning.
        let id = device.install(spec)
        #expect(device.records.last?.kind == .warning)
        #expect(device.records.last?.message == message + " (ignored)")
        #expect(device.installedApps == [id])
    }

    @Test func everyBackgroundModeOfTheFactsIsAccepted() throws {
        let spec = AppSpec(name: "All", bundleID: "a", backgroundModes: BackgroundMode.allCases.map(\.rawValue))
        try spec.validate()
        #expect(BackgroundMode.allCases.count == 10)
    }

    @Test func urlSchemesStaysSourceCompatible() {
        var spec = AppSpec(name: "Todo", bundleID: "com.acme.todolist", urlSchemes: ["todolist"])
        #expect(spec.urlTypes == [URLType(name: "com.acme.todolist", schemes: ["todolist"])])
        spec.urlSchemes = ["a", "b"]
        #expect(spec.urlTypes.count == 1 && spec.urlSchemes == ["a", "b"])
    }
}
