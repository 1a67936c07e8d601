import Lifecycle

/// Tab completion, from raw reads of the live state plus the API
/// description: globals and REPL locals, table fields (`user.`), methods
/// (`application:`), the fields of the table being written (`app {` fields,
/// `device {` switches, the keys of a `delegate`, `scene_delegate` or `swiftui` table),
/// the `:` commands, and inside a string only the entries of an app's screen
/// (`user.ui(notes, "ty`). No user `__index` runs.
extension ReplSession {
    /// Candidates for the word that ends `line` (the text before the cursor):
    /// whole words that start with the part typed since the last `.`, `:`,
    /// quote or other separator. Sorted, without duplicates.
    public func completions(for line: String) -> [String] {
        let context = (pending + [line]).joined(separator: "\n")
        let api = APIDescription.lua
        if pending.isEmpty, line.hasPrefix(":"), !line.contains(" ") {
            return matching(Self.commandNames.map { ":" + $0 }, line)
        }
        // Inside a string nothing is completed (a completed word would leave the quote open,
        // and the `)` typed next would be part of the string), but the name of a ui entry.
        if isInString(line) { return uiEntryNames(line) }
        let expression = String(
            line.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == ":" }.reversed())
        guard let separator = expression.lastIndex(where: { $0 == "." || $0 == ":" }) else {
            var words = keys([]).keys + Array(LuaTokenizer.keywords)
            switch Self.tableBeingWritten(context) {
            case "app": words += api.appFields.map(\.name)
            case "device": words += api.deviceSwitches.map(\.name)
            case let table? where api.delegateKeys.contains(where: { $0.table == table }):
                words += api.delegateKeys.filter { $0.table == table }.map(\.name)
            default:
                if context.contains("delegate") || context.contains("swiftui") { words += api.delegateKeys.map(\.name) }
            }
            return matching(words, expression)
        }
        let fragment = String(expression[expression.index(after: separator)...])
        let path = expression[..<separator].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !path.contains(where: { $0.isEmpty || $0.contains(":") || $0.first!.isNumber }) else { return [] }
        let isMethod = expression[separator] == ":"
        let found = keys(path)
        var words = found.keys
        let apiClass =
            found.className.flatMap { api.class($0) }
            ?? (found.resolved || path.count != 1 ? nil : api.classes.first { $0.variable == path[0] })
        if let apiClass {
            words += apiClass.methods.map(\.shortName)
            if !isMethod { words += apiClass.fields.map(\.name) }
        }
        return matching(words.filter { isIdentifier($0) }, fragment)
    }

    /// In the name argument of `user.ui(app, "ty`: the entries the app's screen offers now
    /// (the app named by a string first argument, else every app's).
    private func uiEntryNames(_ line: String) -> [String] {
        let call = Array((ActionBinding.row(.ui).lua + "(").utf8)
        let bytes = Array(line.utf8)
        guard let device, bytes.count >= call.count,
            let at = (0...(bytes.count - call.count)).last(where: { bytes[$0..<$0 + call.count].elementsEqual(call) })
        else { return [] }
        let rest = String(decoding: bytes[(at + call.count)...], as: UTF8.self)
        guard let comma = rest.firstIndex(of: ",") else { return [] }
        let name = rest[rest.index(after: comma)...].drop { $0 == " " }
        guard let quote = name.first, quote == "\"" || quote == "'" else { return [] }
        let fragment = String(name.dropFirst())
        guard !fragment.contains(quote) else { return [] }
        var target = String(rest[..<comma].drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        var apps = device.installedApps
        if let q = target.first, q == "\"" || q == "'", target.count >= 2, target.last == q {
            target = String(target.dropFirst().dropLast())
            let appName = target.lastIndex(of: "#").map { String(target[..<$0]) } ?? target
            if let app = device.app(named: target) ?? device.app(named: appName) { apps = [app] }
        }
        return matching(apps.flatMap { device.screen(of: $0).map(\.name) }, fragment)
    }

    /// The REPL's `:` commands, for completion.
    public static let commandNames = ["help", "state", "trace", "time", "reset", "reload", "save", "svg", "quit"]

    /// The name before the innermost `{` still open at the end of `text`: `app` in
    /// `app { na`, `delegate` in `delegate = { did`, `device` in `device{ bac`.
    static func tableBeingWritten(_ text: String) -> String? {
        var opens: [String.Index] = []
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "{" {
                opens.append(index)
            } else if c == "}" {
                _ = opens.popLast()
            }
            index = text.index(after: index)
        }
        guard let open = opens.last else { return nil }
        let before = text[..<open].reversed().drop { $0 == " " || $0 == "(" || $0 == "=" || $0 == "\t" || $0 == "\n" }
        let name = String(before.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        return name.isEmpty ? nil : name
    }

    private func matching(_ words: [String], _ fragment: String) -> [String] {
        Array(Set(words.filter { $0.hasPrefix(fragment) })).sorted()
    }

    private func isIdentifier(_ word: String) -> Bool {
        guard let first = word.first, first.isLetter || first == "_" else { return false }
        return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !LuaTokenizer.keywords.contains(word)
    }

    /// Whether `line` ends inside a quoted string.
    private func isInString(_ line: String) -> Bool {
        var quote: Character?
        var escaped = false
        var index = line.startIndex
        while index < line.endIndex {
            let c = line[index]
            if let q = quote {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "-", line[index...].hasPrefix("--") {
                return false
            }
            index = line.index(after: index)
        }
        return quote != nil
    }
}
