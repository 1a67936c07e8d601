import AppLifeTestSupport
import Foundation
import Testing

/// The repository stands alone: no text in it cites a file that is not
/// in it, and every relative link of its Markdown leads to a file that is.
@Suite struct DocsStandAloneTests {
    /// What citations of notes kept outside the repository looked like.
    static let outsideCitations = [
        "shared/", "reference/", "ios-lifecycle-facts", "scenes-and-beyond", "seeds/", "reviews/", "design §",
    ]

    /// Every text file a reader or a contributor reads: docs, labs, examples, sources, tests.
    static func textFiles() -> [String] {
        var files: [String] = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
        let manager = FileManager.default
        for folder in ["docs", "labs", "examples", "Sources", "Tests", "scripts", "Benchmarks/Sources"] {
            guard let walker = manager.enumerator(atPath: Repository.path(folder)) else { continue }
            for case let entry as String in walker
            where [".md", ".lua", ".swift", ".c", ".h"].contains(where: entry.hasSuffix) || folder == "scripts" {
                if entry.hasPrefix("Golden/Pictures") || entry.contains("/Golden/Pictures/") { continue }
                files.append(folder + "/" + entry)
            }
        }
        return files.sorted()
    }

    @Test func nothingCitesAFileOutsideTheRepository() throws {
        var found: [String] = []
        for file in Self.textFiles() where file != "Tests/AppLifeCLITests/DocsStandAloneTests.swift" {
            guard let data = FileManager.default.contents(atPath: Repository.path(file)) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for pattern in Self.outsideCitations where text.contains(pattern) { found.append("\(file): \(pattern)") }
        }
        #expect(found == [])
        #expect(Self.textFiles().count > 100, "the walk found the repository's files")
    }

    @Test func markdownLinksLeadToFilesOfTheRepository() throws {
        var broken: [String] = []
        let markdown =
            ["README.md", "CONTRIBUTING.md"] + Self.textFiles().filter { $0.hasPrefix("docs/") && $0.hasSuffix(".md") }
        for file in markdown {
            let text = String(
                decoding: FileManager.default.contents(atPath: Repository.path(file)) ?? Data(), as: UTF8.self)
            let folder = (file as NSString).deletingLastPathComponent
            var rest = Substring(text)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target =
                    String(after[..<close]).split(separator: "#", omittingEmptySubsequences: false).first.map(
                        String.init) ?? ""
                rest = after[close...]
                if target.isEmpty || target.contains("://") || target.hasPrefix("mailto:") { continue }
                let path = folder.isEmpty ? target : folder + "/" + target
                if !FileManager.default.fileExists(atPath: Repository.path(path)) {
                    broken.append("\(file): \(target)")
                }
            }
        }
        #expect(broken == [])
    }

    @Test func theFactsTheDocsCiteAreHere() throws {
        let facts = String(
            decoding: FileManager.default.contents(atPath: Repository.path("docs/ios-facts.md")) ?? Data(),
            as: UTF8.self)
        for section in [
            "### 1.2", "### 2.4", "### 5.3", "## 10. Conflicts", "## 11. Common tutorial errors", "## Sources",
        ] {
            #expect(facts.contains(section), "docs/ios-facts.md has \(section)")
        }
        for key in ["[S6]", "[A1]", "[E1]", "[FL]", "[JS]"] {
            #expect(facts.contains("- \(key) "), "docs/ios-facts.md lists \(key) with its address")
        }
    }
}
