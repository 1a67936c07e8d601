import Lifecycle

/// docs/reference.md, rendered from ``APIDescription/lua``. A test keeps the
/// checked-in file equal to this output.
///
///     try ReferenceDocument.markdown().write(toFile: "docs/reference.md", atomically: true, encoding: .utf8)
public enum ReferenceDocument {
    /// The iOS version whose defaults the `device{}` table shows.
    public static let defaultsIOS = Profile.defaultIOS

    public static func markdown(_ api: APIDescription = .lua) -> String {
        var out: [String] = [
            "# applife Lua API reference",
            "",
            "<!-- Generated from Sources/ScriptBindings/Reference/APIDescription.swift by ReferenceDocument.markdown().",
            "     Do not edit by hand: regenerate with `APPLIFE_RECORD=1 swift test --filter ReferenceTests`. -->",
            "",
            "Every name a scenario file can use. *Where* says where a function may be called: "
                + "**declaration** (main chunk or scenario body), **scenario** (the time line: main chunk, "
                + "scenario body, at/after functions), **app code** (delegate callbacks, blocks, timers, "
                + "observers) or **anywhere**. *iOS* is the version Apple's counterpart appeared in: on an "
                + "older profile (`device{ ios = n }`, 2 to 27) a user or system action is an error naming the "
                + "version, app code calling the API crashes as iOS did (an unrecognized selector), and UIKit "
                + "never calls a delegate key (a warning at launch).",
            "",
        ]
        out += section("Globals", functionTable(api.globals))
        out += section(
            "app{} fields",
            appFieldTable(api.appFields)
                + ["", "An unknown field is an error that suggests the nearest name."])
        if let application = api.class("UIApplication") { out += section("application object", classBody(application)) }
        if let handle = api.class("App") { out += section("app handle", classBody(handle)) }
        for binding in ReceiverBinding.all {
            out += section(
                binding.referenceTitle,
                delegateTable(api.delegateKeys.filter { $0.receiver == binding.receiver })
                    + ["", binding.referenceNote])
        }
        if let options = api.class("LaunchOptions") { out += section("Launch options", classBody(options)) }
        let objects = [
            "UserDefaults", "BGTaskScheduler", "ProcessInfo", "ShortcutItem", "Scene", "SceneSession",
            "ConnectionOptions",
            "UNNotification", "UNNotificationResponse", "NSError", "BGTask",
        ]
        for name in objects {
            if let c = api.class(name) { out += section(name, classBody(c)) }
        }
        for library in api.libraries {
            var body = [library.summary + "."]
            if !library.functions.isEmpty { body += [""] + functionTable(library.functions) }
            if !library.fields.isEmpty || !library.objects.isEmpty {
                body +=
                    [""]
                    + table(
                        ["field", "type", "summary", "Apple", "iOS"],
                        (library.objects + library.fields).map { f in
                            [
                                code("\(library.name).\(f.name)"), code(f.type.description), f.summary, apple(f.apple),
                                since(f.apple),
                            ]
                        })
            }
            switch library.name {
            case "dispatch":
                for name in ["DispatchTimer", "DispatchGroup"] {
                    if let c = api.class(name) { body += ["", "### \(name)", ""] + classBody(c) }
                }
            case "notifications":
                if let c = api.class("NotificationToken") { body += ["", "`\(c.name)`: \(c.summary)."] }
            case "UNUserNotificationCenter":
                if let c = api.class("UNUserNotificationCenter") { body += ["", "### The center", ""] + classBody(c) }
            case "expect":
                body += [
                    "",
                    "A failure shows the expected and actual traces aligned, the first difference "
                        + "marked with `>`, and the file:line of the expectation.",
                ]
            default: break
            }
            out += section("\(library.name).*", body)
        }
        out += section("Timeline", functionTable(api.timeline))
        out += section(
            "device{} switches",
            switchTable(api.deviceSwitches)
                + [
                    "",
                    "`device{}` must come before the first user or system action; an unknown switch is an error "
                        + "that suggests the nearest name.",
                ])
        return out.joined(separator: "\n") + "\n"
    }

    private static func section(_ title: String, _ body: [String]) -> [String] {
        ["## \(title)", ""] + body + [""]
    }

    private static func functionTable(_ functions: [APIFunction]) -> [String] {
        table(
            ["function", "where", "summary", "Apple", "iOS"],
            functions.map { f in
                [code(f.signature), context(f.context), f.summary, apple(f.apple), since(f.apple)]
            })
    }

    private static func appFieldTable(_ fields: [APIField]) -> [String] {
        table(
            ["field", "type", "default", "summary", "Apple", "iOS"],
            fields.map { f in
                [
                    code(f.name), code(f.type.description),
                    f.optional ? (f.defaultValue.map(code) ?? "nil") : "required",
                    f.summary, apple(f.apple), since(f.apple),
                ]
            })
    }

    private static func classBody(_ c: APIClass) -> [String] {
        var lines = ["`\(c.variable)` (`\(c.name)`): \(c.summary)."]
        if !c.fields.isEmpty {
            lines +=
                [""]
                + table(
                    ["field", "type", "access", "summary", "Apple", "iOS"],
                    c.fields.map { f in
                        [
                            code("\(c.variable).\(f.name)"), code(f.type.description),
                            f.access == .readWrite ? "read/write" : "read",
                            f.summary, apple(f.apple), since(f.apple),
                        ]
                    })
        }
        if !c.methods.isEmpty { lines += [""] + functionTable(c.methods) }
        return lines
    }

    private static func delegateTable(_ keys: [APIDelegateKey]) -> [String] {
        table(
            ["key", "Apple selector", "arguments", "returns", "notification", "iOS", "summary"],
            keys.map { k in
                [
                    code(k.name), code(k.selector),
                    code(k.arguments.map(\.description).joined(separator: ", ")),
                    k.returns.isEmpty ? "" : code(k.returns.map(\.description).joined(separator: ", ")),
                    k.notification.map(code) ?? "",
                    String(k.since) + (k.deprecated.map { " (deprecated \($0))" } ?? ""),
                    k.summary,
                ]
            })
    }

    private static func switchTable(_ switches: [APIDeviceSwitch]) -> [String] {
        table(
            ["switch", "accepts", "iOS \(defaultsIOS) default", "source", "summary"],
            switches.map { s in
                [code(s.name), code(s.accepts), code(s.defaultValue(ios: defaultsIOS)), s.source, s.summary]
            })
    }

    // MARK: Cells

    private static func table(_ header: [String], _ rows: [[String]]) -> [String] {
        ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in "---|" }.joined()]
            + rows.map { "| " + $0.map(escape).joined(separator: " | ") + " |" }
    }

    /// Pipes inside a cell would end it (GitHub honours `\|` even inside code spans).
    private static func escape(_ cell: String) -> String { String(cell.flatMap { $0 == "|" ? ["\\", "|"] : [$0] }) }

    private static func code(_ text: String) -> String { "`\(text)`" }

    private static func apple(_ equivalent: AppleEquivalent?) -> String {
        guard let equivalent else { return "" }
        return equivalent.api + (equivalent.deprecated.map { " (deprecated \($0))" } ?? "")
    }

    private static func since(_ equivalent: AppleEquivalent?) -> String {
        equivalent?.since.map(String.init) ?? ""
    }

    /// Where a function may be called, in words: "declaration", "scenario", "app code", "anywhere".
    public static func contextName(_ context: APIContext) -> String { self.context(context) }

    private static func context(_ context: APIContext) -> String {
        switch context {
        case .declaration: "declaration"
        case .scenario: "scenario"
        case .appCode: "app code"
        case .anywhere: "anywhere"
        }
    }
}
