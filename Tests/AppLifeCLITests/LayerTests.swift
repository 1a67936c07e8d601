import AppLifeTestSupport
import Foundation
import Testing

/// The engine's layers as docs/architecture.md draws them, read from the sources: the
/// engine imports no other module of the package but the message catalog, and exploration
/// reads the engine (and the catalog) only; the catalog imports nothing.
@Suite struct LayerTests {
    /// Modules of this package a source file may not import, per target.
    static let forbidden: [String: Set<String>] = [
        "Lifecycle": ["Exploration", "ScriptBindings", "LuaHost", "CLuaShim", "CLua", "AppLifeCLI", "Foundation"],
        "Exploration": ["ScriptBindings", "LuaHost", "CLuaShim", "CLua", "AppLifeCLI", "Foundation"],
        // The catalog sits below the engine: it imports nothing of the package.
        "MessageCatalog": [
            "Lifecycle", "Exploration", "ScriptBindings", "LuaHost", "CLuaShim", "CLua", "AppLifeCLI", "Foundation",
        ],
    ]

    @Test(arguments: ["Lifecycle", "Exploration", "MessageCatalog"])
    func engineTargetsImportOnlyWhatTheirLayerMay(target: String) throws {
        let folder = Repository.path("Sources/" + target)
        let files = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        var imports: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n")
            where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                imports.insert(String(line.split(separator: " ").last ?? ""))
            }
        }
        let wrong = imports.intersection(Self.forbidden[target] ?? [])
        #expect(wrong.isEmpty, "Sources/\(target) imports \(wrong.sorted())")
        if target == "Exploration" { #expect(imports == ["Lifecycle", "MessageCatalog"]) }
        if target == "Lifecycle" { #expect(imports == ["MessageCatalog"]) }
    }
}
