import MessageCatalog
import ScriptBindings

/// `:help [topic]`, generated from the API description (the same data as
/// docs/reference.md).
enum ReplHelp {
    static let commands: [(String, SentenceKey)] = [
        (":help [topic]", .replHelpHelp),
        (":state", .replHelpState),
        (":trace [n]", .replHelpTrace),
        (":time", .replHelpTime),
        (":reset", .replHelpReset),
        (":reload", .replHelpReload),
        (":save FILE", .replHelpSave),
        ("", .replHelpSave2),
        (":svg FILE", .replHelpSVG),
        (":quit", .replHelpQuit),
    ]

    /// The help in `language`: the overview and the command list are in the catalog; the
    /// API's topics (generated from the API description) are English in every language.
    static func text(_ topic: String?, api: APIDescription = .lua, language: Language = .en) -> String {
        guard let topic, !topic.isEmpty else { return overview(api, language) }
        let key = topic.hasSuffix("()") ? String(topic.dropLast(2)) : topic
        if key == "globals" { return functions("Globals", api.globals) }
        if key == "timeline" || key == "time line" { return functions("Time line", api.timeline) }
        if key == "delegate" || key == "delegates" { return delegates(api) }
        if key == "device" || key == "device{}" { return switches(api) }
        if key == "app{}" || key == "fields" { return appFields(api) }
        if key == "commands" { return commandList(language) }
        if let library = api.library(key) {
            return functions("\(library.name).*: \(library.summary)", library.functions)
        }
        let classes = api.classes.filter { $0.name == key || $0.variable == key }
        if !classes.isEmpty { return classes.map(classText).joined(separator: "\n\n") }
        let matches = api.functions.filter { $0.name == key || $0.shortName == key }
        if !matches.isEmpty { return matches.map(function).joined(separator: "\n\n") }
        if let d = api.delegateKeys.first(where: { $0.name == key || $0.selector == key }) { return delegate(d) }
        return Sentence(.replNoHelp, topic).text(language) + topicsLine(api, language)
    }

    private static func overview(_ api: APIDescription, _ language: Language) -> String {
        var lines = [Sentence(.replIntro1).text(language), Sentence(.replIntro2).text(language)]
        lines += commandList(language).split(separator: "\n").map(String.init)
        lines.append(topicsLine(api, language))
        return lines.joined(separator: "\n")
    }

    private static func commandList(_ language: Language) -> String {
        commands.map { "  " + TextFunctions.padded($0.0, to: 15) + Sentence($0.1).text(language) }
            .joined(separator: "\n")
    }

    /// Each topic once: two classes share a variable name (`options`: launch options and
    /// connection options), and `:help options` shows both.
    private static func topicsLine(_ api: APIDescription, _ language: Language = .en) -> String {
        var topics = ["globals", "timeline"] + api.libraries.map(\.name) + ["delegate", "app{}", "device"]
        for variable in api.classes.map(\.variable) where !topics.contains(variable) { topics.append(variable) }
        return wrap(Sentence(.replTopics, topics.joined(separator: ", ")).text(language))
    }

    /// Words joined into lines of at most `width` columns.
    static func wrap(_ text: String, width: Int = 78, indent: String = "") -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    private static func functions(_ title: String, _ list: [APIFunction]) -> String {
        ([title] + list.map { "  " + $0.signature + "\n      " + $0.summary })
            .joined(separator: "\n")
    }

    private static func function(_ f: APIFunction) -> String {
        var lines = [
            f.signature, wrap("  " + f.summary, indent: "  "),
            "  where: \(ReferenceDocument.contextName(f.context))",
        ]
        if let apple = f.apple {
            lines.append("  Apple: \(apple.api)" + (apple.since.map { " (iOS \($0))" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }

    private static func delegates(_ api: APIDescription) -> String {
        (["Delegate keys of app{ delegate = { ... } }, their arguments and Apple's selectors:"]
            + api.delegateKeys.map { key in
                "  \(key.name)(" + (["application"] + key.parameters.map(\.description)).joined(separator: ", ") + ")"
                    + (key.returns.isEmpty ? "" : " -> " + key.returns.map(\.description).joined(separator: ", "))
                    + "\n      " + key.selector
            })
            .joined(separator: "\n")
    }

    private static func delegate(_ d: APIDelegateKey) -> String {
        var lines = [
            "delegate key \(d.name): \(d.selector)",
            "  arguments: " + (["application"] + d.parameters.map(\.description)).joined(separator: ", "),
            wrap("  " + d.summary, indent: "  "),
        ]
        if let notification = d.notification { lines.append("  posts \(notification)") }
        lines.append("  since iOS \(d.since)" + (d.deprecated.map { ", deprecated in iOS \($0)" } ?? ""))
        return lines.joined(separator: "\n")
    }

    private static func switches(_ api: APIDescription) -> String {
        (["device{ ... } switches (before the first user or system action):"]
            + api.deviceSwitches.map { "  \($0.name) = \($0.accepts)\n      \($0.summary)" })
            .joined(separator: "\n")
    }

    private static func appFields(_ api: APIDescription) -> String {
        (["app{ ... } fields:"] + api.appFields.map { "  \($0.name): \($0.type)\n      " + $0.summary })
            .joined(separator: "\n")
    }

    private static func classText(_ c: APIClass) -> String {
        var lines = ["\(c.variable) (\(c.name)): \(c.summary)"]
        for f in c.fields {
            lines.append("  \(c.variable).\(f.name): \(f.type)\n      " + f.summary)
        }
        for m in c.methods { lines.append("  " + m.signature + "\n      " + m.summary) }
        return lines.joined(separator: "\n")
    }
}
