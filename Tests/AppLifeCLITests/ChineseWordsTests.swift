import AppLifeTestSupport
import Foundation
import Testing

/// In every Chinese text applife ships, 场景 means a scene (UIScene) and never a
/// scenario, which is 用例. The rule is the glossary's own: the phrases of the table in
/// docs/zh/glossary.md's section 不要用的词 are forbidden, and the scene phrases listed
/// under it are spared (so 运行场景生命周期 is not 运行场景). A phrase broken across two
/// lines of a paragraph is still found, at the line it starts on.
@Suite struct ChineseWordsTests {
    /// The glossary section the rule is read from (and that the scan skips: it quotes
    /// the forbidden phrases on purpose).
    static let sectionTitle = "## 不要用的词"

    /// Hits in labs/ that the lab rewrites in progress fix; each is `file: phrase`. The
    /// test fails when one is no longer there: then delete its line here.
    static let pendingLabHits: Set<String> = []

    struct Rule {
        var forbidden: [String]
        var allowed: [String]
    }

    struct Hit: Equatable, CustomStringConvertible {
        var line: Int
        var phrase: String
        var description: String { "\(line): \(phrase)" }
    }

    /// The forbidden phrases (first column of the table) and the spared scene phrases
    /// (the backquoted items of the section's `- ` lines).
    static func rule(fromGlossary text: String) -> Rule {
        var rule = Rule(forbidden: [], allowed: [])
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { inside = line.hasPrefix(sectionTitle) }
            guard inside else { continue }
            let quoted = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            if line.hasPrefix("| `"), let first = quoted.first { rule.forbidden.append(first) }
            if line.hasPrefix("- `") { rule.allowed += quoted }
        }
        return rule
    }

    /// Every place `rule` forbids in `text`. Lines are joined without their line breaks
    /// and indentation (a Chinese paragraph wraps anywhere); spared phrases are blanked
    /// first. In the glossary, the rule's own section is skipped.
    static func hits(in text: String, rule: Rule, isGlossary: Bool = false) -> [Hit] {
        var joined: [Character] = []
        var lineOfIndex: [Int] = []
        var inSection = false
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if isGlossary, raw.hasPrefix("## ") { inSection = raw.hasPrefix(sectionTitle) }
            if inSection { continue }
            let line = raw.drop(while: { $0 == " " || $0 == "\t" })
            joined += Array(line)
            lineOfIndex += Array(repeating: number + 1, count: line.count)
        }
        for spared in rule.allowed where !spared.isEmpty {
            let pattern = Array(spared)
            for start in occurrences(of: pattern, in: joined) {
                for index in start..<start + pattern.count { joined[index] = "\u{2591}" }
            }
        }
        var found: [Hit] = []
        for phrase in rule.forbidden where !phrase.isEmpty {
            for start in occurrences(of: Array(phrase), in: joined) {
                found.append(Hit(line: lineOfIndex[start], phrase: phrase))
            }
        }
        return found.sorted { ($0.line, $0.phrase) < ($1.line, $1.phrase) }
    }

    static func occurrences(of pattern: [Character], in text: [Character]) -> [Int] {
        guard !pattern.isEmpty, text.count >= pattern.count else { return [] }
        return (0...(text.count - pattern.count)).filter { start in
            text[start] == pattern[0] && Array(text[start..<start + pattern.count]) == pattern
        }
    }

    /// Every file that holds Chinese a learner reads: docs/zh, the labs (tasks, hints,
    /// starters, the lab set's own text), the examples, and the sources' strings (not
    /// the generated copy of the labs).
    static func chineseTextFiles() -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for folder in ["docs/zh", "labs", "examples", "Sources"] {
            guard let walker = manager.enumerator(atPath: Repository.path(folder)) else { continue }
            for case let entry as String in walker {
                let path = folder + "/" + entry
                let isText =
                    (folder == "docs/zh" && entry.hasSuffix(".md")) || entry.hasSuffix(".zh.md")
                    || entry.hasSuffix(".lua")
                    || (entry.hasSuffix(".swift") && !entry.hasPrefix("AppLifeCLI/Generated/"))
                if isText { files.append(path) }
            }
        }
        return files.sorted()
    }

    static func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: Repository.path(path)) ?? Data(), as: UTF8.self)
    }

    @Test func theGlossaryNamesAScenarioAndStatesTheRule() {
        let glossary = Self.read("docs/zh/glossary.md")
        let rule = Self.rule(fromGlossary: glossary)
        #expect(glossary.contains("| 用例（"), "the glossary has an entry for scenario")
        #expect(rule.forbidden.count >= 10, "the table of forbidden phrases was read: \(rule.forbidden)")
        for phrase in ["隐藏的场景", "运行场景", "场景脚本", "测试场景", "在场景里读取"] {
            #expect(rule.forbidden.contains(phrase), "forbidden: \(phrase)")
        }
        for phrase in ["场景代理", "场景的状态", "场景生命周期", "场景应用"] {
            #expect(rule.allowed.contains(phrase), "spared: \(phrase)")
        }
        #expect(rule.forbidden.allSatisfy { $0.contains("场景") }, "every forbidden phrase is a use of 场景")
    }

    @Test func noChineseTextCallsAScenarioAScene() {
        let rule = Self.rule(fromGlossary: Self.read("docs/zh/glossary.md"))
        let files = Self.chineseTextFiles()
        #expect(files.filter { $0.hasPrefix("docs/zh/") }.count >= 9, "the walk found docs/zh")
        #expect(files.filter { $0.hasSuffix("README.zh.md") }.count >= 16, "the walk found every lab's task")
        #expect(files.contains("Sources/AppLifeCLI/Lab/LabWords+Chinese.swift"))
        #expect(files.contains("Sources/MessageCatalog/SentenceKey.swift"))
        #expect(files.contains("labs/lab.lua"))
        var unexpected: [String] = []
        var seen: Set<String> = []
        for file in files {
            let text = Self.read(file)
            guard text.contains("场") else { continue }
            for hit in Self.hits(in: text, rule: rule, isGlossary: file == "docs/zh/glossary.md") {
                let key = "\(file): \(hit.phrase)"
                seen.insert(key)
                if !Self.pendingLabHits.contains(key) {
                    unexpected.append(
                        "\(file):\(hit.line): '\(hit.phrase)' calls a scenario 场景; write 用例 (场景 is a scene)")
                }
            }
        }
        #expect(unexpected == [])
        let fixed = Self.pendingLabHits.subtracting(seen).sorted()
        #expect(fixed == [], "fixed: delete these from ChineseWordsTests.pendingLabHits")
    }

    /// The glossary's rule: a lab's Chinese text never sends the reader to the seed notes,
    /// which are not in the repository, nor to the English facts when a Chinese one exists.
    @Test func labsInChineseCiteWhatAReaderCanOpen() {
        let files = Self.chineseTextFiles().filter { $0.hasPrefix("labs/") }
        #expect(files.count >= 30, "the walk found the labs")
        var unreadable: [String] = []
        for file in files {
            let lines = Self.read(file).split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let chinese = file.hasSuffix(".zh.md") || line.unicodeScalars.contains { $0.value >= 0x4E00 }
                guard chinese else { continue }
                if line.contains("种子笔记") { unreadable.append("\(file):\(number + 1): cites the seed notes") }
                if line.contains("docs/ios-facts.md") {
                    unreadable.append("\(file):\(number + 1): cites the English facts (docs/zh/ios-facts.md)")
                }
            }
        }
        #expect(unreadable == [])
    }

    @Test func theScanFindsEachForbiddenPhraseEvenAcrossALineBreakAndSparesScenePhrases() {
        let rule = Rule(forbidden: ["运行场景", "隐藏的场景", "场景 \""], allowed: ["场景生命周期", "场景代理"])
        #expect(Self.hits(in: "会运行场景", rule: rule) == [Hit(line: 1, phrase: "运行场景")])
        #expect(
            Self.hits(in: "第一行\n  对你的文件运行隐藏的\n  场景，告诉你", rule: rule)
                == [Hit(line: 2, phrase: "隐藏的场景")], "a wrapped phrase is found at the line it starts on")
        #expect(Self.hits(in: "（场景 \"iOS 12\"）", rule: rule) == [Hit(line: 1, phrase: "场景 \"")])
        #expect(Self.hits(in: "它运行场景生命周期", rule: rule) == [], "a scene phrase is spared")
        #expect(Self.hits(in: "场景代理里的代码", rule: rule) == [])
        #expect(Self.hits(in: "运行场景代理，再运行场景", rule: rule) == [Hit(line: 1, phrase: "运行场景")])
        let glossary = "## 术语\n运行场景\n## 不要用的词\n| `运行场景` | 运行用例 |\n## 种子笔记\n隐藏的场景"
        #expect(
            Self.hits(in: glossary, rule: rule, isGlossary: true)
                == [Hit(line: 2, phrase: "运行场景"), Hit(line: 6, phrase: "隐藏的场景")],
            "the glossary's own table is skipped, the rest of it is not")
    }
}
