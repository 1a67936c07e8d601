import AppLifeTestSupport
import Foundation
import Testing

/// No sentence for a person bypasses the message catalog in the files migrated to it: a
/// string literal where a ``Sentence`` belongs would be English in every language. (The
/// engine's `warn` and `advise` take only a `Sentence`, so the compiler guards them; this
/// scan guards the rest.)
@Suite struct CatalogScanTests {
    /// Each migrated file, with the patterns that would be a literal sentence in it.
    static let rules: [(file: String, patterns: [String])] = [
        ("Sources/AppLifeCLI/REPL/ReplCommands.swift", [#"printer\.error\(""#, #"\.note\(""#]),
        ("Sources/AppLifeCLI/REPL/ReplHelp.swift", [#"\(":[a-z]+[^"]*", ""#, #"return "no help"#]),
        ("Sources/AppLifeCLI/Explore/ExploreExplanation.swift", [#"reason: ""#, #"what = ""#]),
        ("Sources/AppLifeCLI/Explore/ExploreReport+Counterexample.swift", [#"head = ""#, #"because = ""#]),
        ("Sources/Exploration/InvariantViolation.swift", [#"message: ""#]),
        ("Sources/TracePictures/SVGLegend.swift", [#"text: ""#]),
        ("Sources/AppLifeCLI/Pictures/PictureCommands.swift", [#"printer\.error\(""#, #"\.note\(""#, #"return ""#]),
        ("Sources/Lifecycle/Model/Errors.swift", [#"return "cannot"#, #"reason: ""#, #"return "(loop|trace) limit"#]),
        ("Sources/Lifecycle/Model/URL.swift", [#"bad\(""#, #"return ""#]),
        ("Sources/Lifecycle/Model/InfoPlist.swift", [#"bad\(\s*[^,()]+,\s*""#, #"bad\("[^"]*",\s*""#]),
        ("Sources/Lifecycle/Profile/Profile+Switches.swift", [#"expected: ""#]),
        ("Sources/Lifecycle/Actions/Device+NotificationActions.swift", [#"return ""#]),
        ("Sources/ScriptBindings/Declarations/AppCode.swift", [#"unknown \\\("#]),
        ("Sources/ScriptBindings/Objects/AppleSpellings.swift", [#"unknown \\\("#]),
        ("Sources/ScriptBindings/Actions/ActionLibrary.swift", [#"cannot be called from"#]),
        ("Sources/ScriptBindings/Libraries/Invariants.swift", [#"cannot be called from"#]),
        ("Sources/ScriptBindings/Expectations/Expectations.swift", [#"cannot be called from"#]),
        ("Sources/ScriptBindings/Session/InstallAPI.swift", [#"cannot be called from"#]),
        ("Sources/ScriptBindings/Session/Timeline.swift", [#"must be called from"#, #"cannot be used in"#]),
        ("Sources/ScriptBindings/Libraries/DeviceFunction.swift", [#"must come before"#]),
        ("Sources/Lifecycle/Actions/DeviceAction.swift", [#"return "[A-Za-z]"#]),
        ("Sources/Lifecycle/Actions/Device+Settings.swift", [#"parts\.append\(""#]),
        ("Sources/AppLifeCLI/Explore/ExploreCoverageText.swift", [#"add\(""#, #"out \+?= ""#, #"\(""#]),
        ("Sources/AppLifeCLI/Explore/ExploreReport.swift", [#""[a-z]+: \\\("#, #"prefix: ""#]),
        ("Sources/AppLifeCLI/Explore/ExploreFindings.swift", [#"extra\.append\(""#]),
        ("Sources/ScriptBindings/Session/InstallAPI.swift", [#"kind: \.warning,\s*message: ""#]),
        ("Sources/AppLifeCLI/Run/OutcomeText.swift", [#"lines\.append\(""#, #"return "\\\(path"#]),
        ("Sources/ScriptBindings/Declarations/AppDeclaration.swift", [#"DeclarationError\(\s*""#]),
        ("Sources/ScriptBindings/Declarations/AppScreen.swift", [#"DeclarationError\(\s*""#]),
    ]

    /// The engine's refusals are sentences: no `invalid(` and no `invalidAction` with a
    /// literal reason anywhere in the engine.
    @Test func theEngineRefusesWithSentencesOnly() throws {
        let folder = Repository.path("Sources/Lifecycle")
        let files = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            #expect(Self.hits(text, Self.refusalPatterns).isEmpty, "\(file)")
        }
    }

    static let refusalPatterns = [#"\binvalid\(\s*[^,()]+(\([^()]*\))?[^,()]*,\s*""#, #"reason:\s*""#]

    /// The patterns found in `text`, outside comments (a doc comment may quote a sentence).
    static func hits(_ text: String, _ patterns: [String]) -> [String] {
        let code = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined(separator: "\n")
        return patterns.filter { pattern in
            (try? Regex(pattern)).map { code.contains($0) } ?? true
        }
    }

    @Test(arguments: rules.map(\.file))
    func migratedFileHasNoLiteralSentence(_ file: String) throws {
        let text = try String(contentsOfFile: Repository.path(file), encoding: .utf8)
        let patterns = try #require(Self.rules.first { $0.file == file }?.patterns)
        #expect(Self.hits(text, patterns).isEmpty, "\(file) writes a sentence outside the catalog")
    }

    /// Every warning and advice of the engine goes through the catalog: no `warn(` or
    /// `advise(` with a literal, and no other way to make a warning record.
    @Test func theEngineMakesNoWarningFromALiteral() throws {
        let folder = Repository.path("Sources/Lifecycle")
        let files = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            #expect(Self.hits(text, [#"\b(warn|advise)\(\s*[^,()]+,\s*""#]).isEmpty, "\(file)")
            #expect(Self.hits(text, [#"record\(\s*\.warning"#]).isEmpty || file == "Device.swift", "\(file)")
        }
    }

    /// The scan is proven by the wrong lines it rejects.
    @Test func theScanRejectsLiteralSentences() {
        #expect(!Self.hits(#"warn(app, "it broke")"#, [#"\b(warn|advise)\(\s*[^,()]+,\s*""#]).isEmpty)
        #expect(!Self.hits("advise(\n    app, \"deprecated\"", [#"\b(warn|advise)\(\s*[^,()]+,\s*""#]).isEmpty)
        #expect(Self.hits(#"warn(app, Sentence(.taskNotOpen, "7"))"#, [#"\b(warn|advise)\(\s*[^,()]+,\s*""#]).isEmpty)
        #expect(!Self.hits(#"printer.error("unknown command")"#, [#"printer\.error\(""#]).isEmpty)
        #expect(!Self.hits(#"(":state", "every app's state")"#, [#"\(":[a-z]+[^"]*", ""#]).isEmpty)
        #expect(Self.hits(#"(":state", .replHelpState)"#, [#"\(":[a-z]+[^"]*", ""#]).isEmpty)
        #expect(Self.hits("    /// warn(app, \"quoted in a comment\")", [#"\b(warn|advise)\(\s*[^,()]+,\s*""#]).isEmpty)
        #expect(!Self.hits(#"invalid(what(), "it is not on screen")"#, Self.refusalPatterns).isEmpty)
        #expect(!Self.hits(#"invalid("unlock", "the device is not locked")"#, Self.refusalPatterns).isEmpty)
        #expect(!Self.hits("invalidAction(\n    action: x, reason: \"full\")", Self.refusalPatterns).isEmpty)
        #expect(Self.hits(#"invalid(what(), Sentence(.refusedNotOnScreen))"#, Self.refusalPatterns).isEmpty)
        #expect(!Self.hits(#"case .home: return "home""#, [#"return "[A-Za-z]"#]).isEmpty)
        #expect(
            !Self.hits("kind: .warning,\n    message: \"global written\"", [#"kind: \.warning,\s*message: ""#]).isEmpty)
        #expect(Self.hits(#"case .home: return say(.home)"#, [#"return "[A-Za-z]"#]).isEmpty)
        #expect(!Self.hits(#"return "\(path): no scenario named"#, [#"return "\\\(path"#]).isEmpty)
        #expect(!Self.hits(#""picture: \(line(path)) (Mermaid""#, [#""[a-z]+: \\\("#]).isEmpty)
        #expect(!Self.hits(#"throw DeclarationError("app{}: keys")"#, [#"DeclarationError\(\s*""#]).isEmpty)
        #expect(!Self.hits("throw DeclarationError(\n    \"\"\"\n    app{}", [#"DeclarationError\(\s*""#]).isEmpty)
        #expect(Self.hits(#"throw DeclarationError(Sentence(.appNameEmpty))"#, [#"DeclarationError\(\s*""#]).isEmpty)
    }
}
