import MessageCatalog

/// Every summary of the API description under its entry's full name, in document order:
/// the key the Chinese summaries (``APIDescription/chineseSummaries``) are filed under.
///
///     APIDescription.lua.summaryEntries.first { $0.key == "user.tap" }?.summary
///
/// Names: a function or method as written (`wait`, `user.tap`, `application:openURL`);
/// `app{}.name` for a field of `app{}`; `delegate.didBecomeActive` (the key's table, then
/// the key); `class UIApplication` and `UIApplication.state` for a class and its fields;
/// `user.*` and `UIApplication.shared` for a library and its fields; `device{}.ios` for a
/// switch.
public struct APISummaryEntry: Sendable, Equatable {
    public let key: String
    public let summary: String
}

extension APIDescription {
    /// Each summary once, keyed by its entry's full name (see ``APISummaryEntry``).
    public var summaryEntries: [APISummaryEntry] {
        var out: [APISummaryEntry] = []
        func add(_ key: String, _ summary: String) { out.append(APISummaryEntry(key: key, summary: summary)) }
        for f in globals + timeline { add(f.name, f.summary) }
        for f in appFields { add("app{}.\(f.name)", f.summary) }
        for k in delegateKeys { add("\(k.table).\(k.name)", k.summary) }
        for c in classes {
            add("class \(c.name)", c.summary)
            for f in c.fields { add("\(c.name).\(f.name)", f.summary) }
            for m in c.methods { add(m.name, m.summary) }
        }
        for library in libraries {
            add("\(library.name).*", library.summary)
            for f in library.functions { add(f.name, f.summary) }
            for f in library.objects + library.fields { add("\(library.name).\(f.name)", f.summary) }
        }
        for s in deviceSwitches { add("device{}.\(s.name)", s.summary) }
        return out
    }

    /// The summary of the entry named `key` in `language`: the Chinese one when there is one
    /// (a test makes sure every entry has one), else `english`.
    public static func summary(_ key: String, _ english: String, _ language: Language) -> String {
        guard language == .zh else { return english }
        return chineseSummary[key] ?? english
    }

    /// The Chinese summaries by key, looked up, never listed (the list is ``chineseSummaries``).
    static let chineseSummary: [String: String] = Dictionary(
        chineseSummaries.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
}

extension APIDescription {
    /// Every Apple counterpart the description names (functions, classes, fields), once each,
    /// in document order.
    public var appleNames: [String] {
        var found: [String] = []
        func add(_ apple: AppleEquivalent?) {
            if let api = apple?.api, !found.contains(api) { found.append(api) }
        }
        for f in globals + timeline { add(f.apple) }
        for f in appFields { add(f.apple) }
        for c in classes {
            add(c.apple)
            for f in c.fields { add(f.apple) }
            for m in c.methods { add(m.apple) }
        }
        for library in libraries {
            for f in library.functions { add(f.apple) }
            for f in library.objects + library.fields { add(f.apple) }
        }
        return found
    }

    /// An Apple counterpart in `language`: Apple's names stay, and the few written as a
    /// description of the system's behaviour ("tapping a Home-screen icon") are Chinese in
    /// Chinese (``chineseAppleDescriptions``).
    public static func apple(_ api: String, _ language: Language) -> String {
        guard language == .zh else { return api }
        return chineseApple[api] ?? api
    }

    static let chineseApple: [String: String] = Dictionary(
        chineseAppleDescriptions.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
}
