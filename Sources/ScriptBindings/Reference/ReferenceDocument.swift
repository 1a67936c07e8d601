import Lifecycle
import MessageCatalog

/// docs/reference.md, rendered from ``APIDescription/lua``, and its Chinese twin
/// docs/zh/reference.md (the summaries of ``APIDescription/chineseSummaries``). A test
/// keeps the checked-in files equal to this output.
///
///     try ReferenceDocument.markdown().write(toFile: "docs/reference.md", atomically: true, encoding: .utf8)
///     ReferenceDocument.markdown(language: .zh)   // docs/zh/reference.md
public enum ReferenceDocument {
    /// The iOS version whose defaults the `device{}` table shows.
    public static let defaultsIOS = Profile.defaultIOS

    public static func markdown(_ api: APIDescription = .lua, language: Language = .en) -> String {
        let w = Words(language: language)
        var out: [String] = w.preamble
        out += section(w.say("Globals", "全局函数"), w.functionTable(api.globals))
        out += section(
            w.say("app{} fields", "app{} 的字段"),
            w.appFieldTable(api.appFields)
                + [
                    "",
                    w.say(
                        "An unknown field is an error that suggests the nearest name.",
                        "未知的字段是一个错误，错误信息会给出最接近的名字。"),
                ])
        if let application = api.class("UIApplication") {
            out += section(w.say("application object", "application 对象"), w.classBody(application))
        }
        if let handle = api.class("App") { out += section(w.say("app handle", "应用句柄（app）"), w.classBody(handle)) }
        for binding in ReceiverBinding.all {
            let (title, note) = w.receiverSection(binding)
            out += section(
                title, w.delegateTable(api.delegateKeys.filter { $0.receiver == binding.receiver }) + ["", note])
        }
        if let options = api.class("LaunchOptions") {
            out += section(w.say("Launch options", "启动选项"), w.classBody(options))
        }
        let objects = [
            "UserDefaults", "BGTaskScheduler", "ProcessInfo", "ShortcutItem", "Scene", "SceneSession",
            "ConnectionOptions",
            "UNNotification", "UNNotificationResponse", "NSError", "BGTask",
        ]
        for name in objects {
            if let c = api.class(name) { out += section(name, w.classBody(c)) }
        }
        for library in api.libraries {
            var body = [w.sentence(w.summary("\(library.name).*", library.summary))]
            if !library.functions.isEmpty { body += [""] + w.functionTable(library.functions) }
            if !library.fields.isEmpty || !library.objects.isEmpty {
                body +=
                    [""]
                    + table(
                        w.header(["field", "type", "summary", "Apple", "iOS"]),
                        (library.objects + library.fields).map { f in
                            [
                                code("\(library.name).\(f.name)"), code(f.type.description),
                                w.summary("\(library.name).\(f.name)", f.summary), apple(f.apple), since(f.apple),
                            ]
                        })
            }
            switch library.name {
            case "dispatch":
                for name in ["DispatchTimer", "DispatchGroup"] {
                    if let c = api.class(name) { body += ["", "### \(name)", ""] + w.classBody(c) }
                }
            case "notifications":
                if let c = api.class("NotificationToken") {
                    body += [
                        "", "`\(c.name)`" + w.say(": ", "：") + w.sentence(w.summary("class \(c.name)", c.summary)),
                    ]
                }
            case "UNUserNotificationCenter":
                if let c = api.class("UNUserNotificationCenter") {
                    body += ["", "### " + w.say("The center", "通知中心对象"), ""] + w.classBody(c)
                }
            case "expect":
                body += [
                    "",
                    w.say(
                        "A failure shows the expected and actual traces aligned, the first difference "
                            + "marked with `>`, and the file:line of the expectation.",
                        "失败时会把期望的和实际的时间线对齐显示，用 `>` 标出第一处不同，并给出这条期望的 file:line。"),
                ]
            default: break
            }
            out += section("\(library.name).*", body)
        }
        out += section(w.say("Timeline", "时间线"), w.functionTable(api.timeline))
        out += section(
            w.say("device{} switches", "device{} 的开关"),
            w.switchTable(api.deviceSwitches)
                + [
                    "",
                    w.say(
                        "`device{}` must come before the first user or system action; an unknown switch is an error "
                            + "that suggests the nearest name.",
                        "`device{}` 必须写在第一个用户或系统动作之前；未知的开关是一个错误，错误信息会给出最接近的名字。"),
                ])
        return out.joined(separator: "\n") + "\n"
    }

    private static func section(_ title: String, _ body: [String]) -> [String] {
        ["## \(title)", ""] + body + [""]
    }

    // MARK: Cells

    static func table(_ header: [String], _ rows: [[String]]) -> [String] {
        ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in "---|" }.joined()]
            + rows.map { "| " + $0.map(escape).joined(separator: " | ") + " |" }
    }

    /// Pipes inside a cell would end it (GitHub honours `\|` even inside code spans).
    private static func escape(_ cell: String) -> String { String(cell.flatMap { $0 == "|" ? ["\\", "|"] : [$0] }) }

    static func code(_ text: String) -> String { "`\(text)`" }

    static func apple(_ equivalent: AppleEquivalent?) -> String {
        guard let equivalent else { return "" }
        return equivalent.api + (equivalent.deprecated.map { " (deprecated \($0))" } ?? "")
    }

    static func since(_ equivalent: AppleEquivalent?) -> String {
        equivalent?.since.map(String.init) ?? ""
    }

    /// Where a function may be called, in words: "declaration", "scenario", "app code", "anywhere".
    public static func contextName(_ context: APIContext) -> String { self.context(context) }

    static func context(_ context: APIContext) -> String {
        switch context {
        case .declaration: "declaration"
        case .scenario: "scenario"
        case .appCode: "app code"
        case .anywhere: "anywhere"
        }
    }
}
