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

    /// The help in `language`: the overview, the command list and the API's topics (generated
    /// from the API description). In Chinese the summaries and labels are Chinese; names,
    /// signatures, selectors and Apple's names stay as they are.
    static func text(_ topic: String?, api: APIDescription = .lua, language: Language = .en) -> String {
        guard let topic, !topic.isEmpty else { return overview(api, language) }
        let words = Words(language: language)
        let key = topic.hasSuffix("()") ? String(topic.dropLast(2)) : topic
        if key == "globals" { return words.functions(words.say(.apiHelpGlobals), api.globals) }
        if key == "timeline" || key == "time line" { return words.functions(words.say(.apiHelpTimeline), api.timeline) }
        if key == "delegate" || key == "delegates" { return words.delegates(api) }
        if key == "device" || key == "device{}" { return words.switches(api) }
        if key == "app{}" || key == "fields" { return words.appFields(api) }
        if key == "commands" { return commandList(language) }
        if let library = api.library(key) {
            let summary = words.summary("\(library.name).*", library.summary)
            return words.functions("\(library.name).*: \(summary)", library.functions)
        }
        let classes = api.classes.filter { $0.name == key || $0.variable == key }
        if !classes.isEmpty { return classes.map(words.classText).joined(separator: "\n\n") }
        let matches = api.functions.filter { $0.name == key || $0.shortName == key }
        if !matches.isEmpty { return matches.map(words.function).joined(separator: "\n\n") }
        if let d = api.delegateKeys.first(where: { $0.name == key || $0.selector == key }) { return words.delegate(d) }
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

    /// Where a function may be called, in `language`.
    static func contextName(_ context: APIContext, _ language: Language) -> String {
        let key: SentenceKey =
            switch context {
            case .declaration: .apiWhereDeclaration
            case .scenario: .apiWhereScenario
            case .appCode: .apiWhereAppCode
            case .anywhere: .apiWhereAnywhere
            }
        return Sentence(key).text(language)
    }

    /// Lines that a terminal shows at most `width` columns wide, a Chinese character taking
    /// two: breaks at spaces, and between two characters where one of them is Chinese.
    static func wrapWide(_ text: String, width: Int = 78, indent: String = "") -> String {
        func columns(_ c: Character) -> Int { c.unicodeScalars.first.map { $0.value >= 0x1100 ? 2 : 1 } ?? 1 }
        var lines: [String] = []
        var line = ""
        /// Where the line may break: after its last space (the space itself is dropped).
        var lastSpace: String.Index?
        var hasText = false
        func flush(_ rest: String) {
            lines.append(line)
            line = indent + rest
            hasText = !rest.isEmpty
            lastSpace = nil
        }
        for c in text {
            let width2 = line.reduce(0) { $0 + columns($1) }
            if hasText, width2 + columns(c) > width {
                if c == " " {
                    flush("")
                    continue
                }
                if columns(c) == 2 || line.last.map(columns) == 2 {
                    flush("")
                } else if let cut = lastSpace {
                    let rest = String(line[line.index(after: cut)...])
                    line = String(line[..<cut])
                    flush(rest)
                }
            }
            if c == " ", hasText { lastSpace = line.endIndex }
            line.append(c)
            if c != " " { hasText = true }
        }
        if hasText { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    /// The topics' words in one language: summaries from the API description's table of
    /// Chinese summaries, labels from the catalog.
    struct Words {
        let language: Language

        func say(_ key: SentenceKey, _ arguments: String...) -> String {
            Sentence(key, arguments: arguments).text(language)
        }

        func summary(_ key: String, _ english: String) -> String { APIDescription.summary(key, english, language) }

        func wrap(_ text: String, indent: String) -> String {
            language == .zh ? ReplHelp.wrapWide(text, indent: indent) : ReplHelp.wrap(text, indent: indent)
        }

        func functions(_ title: String, _ list: [APIFunction]) -> String {
            ([title] + list.map { "  " + $0.signature + "\n      " + summary($0.name, $0.summary) })
                .joined(separator: "\n")
        }

        func function(_ f: APIFunction) -> String {
            var lines = [
                f.signature, wrap("  " + summary(f.name, f.summary), indent: "  "),
                say(.apiHelpWhere, ReplHelp.contextName(f.context, language)),
            ]
            if let apple = f.apple {
                let api = APIDescription.apple(apple.api, language)
                lines.append(apple.since.map { say(.apiHelpAppleSince, api, String($0)) } ?? say(.apiHelpApple, api))
            }
            return lines.joined(separator: "\n")
        }

        func delegates(_ api: APIDescription) -> String {
            ([say(.apiHelpDelegates)]
                + api.delegateKeys.map { key in
                    "  \(key.name)(" + (["application"] + key.parameters.map(\.description)).joined(separator: ", ")
                        + ")"
                        + (key.returns.isEmpty ? "" : " -> " + key.returns.map(\.description).joined(separator: ", "))
                        + "\n      " + key.selector
                })
                .joined(separator: "\n")
        }

        func delegate(_ d: APIDelegateKey) -> String {
            var lines = [
                say(.apiHelpDelegateKey, d.name, d.selector),
                say(.apiHelpArguments, (["application"] + d.parameters.map(\.description)).joined(separator: ", ")),
                wrap("  " + summary("\(d.table).\(d.name)", d.summary), indent: "  "),
            ]
            if let notification = d.notification { lines.append(say(.apiHelpPosts, notification)) }
            lines.append(
                d.deprecated.map { say(.apiHelpSinceDeprecated, String(d.since), String($0)) }
                    ?? say(.apiHelpSince, String(d.since)))
            return lines.joined(separator: "\n")
        }

        func switches(_ api: APIDescription) -> String {
            ([say(.apiHelpSwitches)]
                + api.deviceSwitches.map {
                    "  \($0.name) = \($0.accepts)\n      " + summary("device{}.\($0.name)", $0.summary)
                })
                .joined(separator: "\n")
        }

        func appFields(_ api: APIDescription) -> String {
            ([say(.apiHelpAppFields)]
                + api.appFields.map { "  \($0.name): \($0.type)\n      " + summary("app{}.\($0.name)", $0.summary) })
                .joined(separator: "\n")
        }

        func classText(_ c: APIClass) -> String {
            var lines = ["\(c.variable) (\(c.name)): " + summary("class \(c.name)", c.summary)]
            for f in c.fields {
                lines.append("  \(c.variable).\(f.name): \(f.type)\n      " + summary("\(c.name).\(f.name)", f.summary))
            }
            for m in c.methods { lines.append("  " + m.signature + "\n      " + summary(m.name, m.summary)) }
            return lines.joined(separator: "\n")
        }
    }
}
