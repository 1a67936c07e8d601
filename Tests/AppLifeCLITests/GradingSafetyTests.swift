import Foundation
import Testing
import TracePictures
@testable import AppLifeCLI

#if canImport(Glibc)
import Glibc
#endif

/// `lab grade` against submissions that try to cheat or to break the
/// grader: symbolic links (to the reference solution, to another student,
/// to a system file), special files, and names full of control characters.
@Suite struct GradingSafetyTests {
    static let labs = LabTests.labs
    static let exercise = "background-task"

    /// A submissions folder with the solution as `alice.lua` and the given links.
    private func folder() throws -> String {
        let folder = try LabTests.workspace() + "/subs"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.labs + "/\(Self.exercise)/solution.lua", toPath: folder + "/alice.lua")
        return folder
    }

    private func grade(_ folder: String) throws -> (results: [[String: Any]], output: String, junit: String) {
        var settings = GradeSettings(labs: Self.labs, exercise: Self.exercise, directory: folder)
        settings.jsonPath = folder + "/../results.json"
        settings.junitPath = folder + "/../junit.xml"
        let catalog = try LabCatalog(root: Self.labs).exercise(Self.exercise)
        let output = TextSink.memory(), errors = TextSink.memory()
        let code = LabGrading.grade(
            settings, launcher: InProcessLauncher(exercise: catalog), output: output, errors: errors)
        #expect(code == 0, "\(errors.text)")
        return (
            try LabTests.readResults(settings.jsonPath!), output.text,
            try String(contentsOfFile: settings.junitPath!, encoding: .utf8)
        )
    }

    private func messages(_ results: [[String: Any]]) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: results.map {
                ($0["student"] as! String, $0["message"] as? String ?? $0["status"] as! String)
            })
    }

    @Test func symbolicLinksAreNeverFollowed() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: folder + "/mallory.lua", withDestinationPath: Self.labs + "/\(Self.exercise)/solution.lua")
        try manager.createSymbolicLink(atPath: folder + "/trent.lua", withDestinationPath: "alice.lua")
        try manager.createSymbolicLink(atPath: folder + "/oscar.lua", withDestinationPath: "/etc/passwd")
        try manager.createDirectory(atPath: folder + "/peggy", withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: folder + "/peggy/\(Self.exercise).lua", withDestinationPath: "../alice.lua")
        try manager.createSymbolicLink(atPath: folder + "/victor", withDestinationPath: Self.labs + "/\(Self.exercise)")
        let (results, _, junit) = try grade(folder)
        let link = "error: the submission is a symbolic link (only regular files are graded)"
        #expect(
            messages(results) == [
                "alice": "pass", "mallory": link, "oscar": link, "peggy": link, "trent": link, "victor": link,
            ])
        #expect(results.filter { $0["student"] as? String != "alice" }.allSatisfy { $0["score"] as? Double == 0 })
        #expect(!junit.contains("root:"))
    }

    @Test func specialFilesAreRefusedUnread() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        #expect(mkfifo(folder + "/fifo.lua", 0o644) == 0)
        let (results, _, _) = try grade(folder)
        #expect(messages(results)["fifo"] == "error: the submission is not a regular file")
    }

    @Test func aLinkSwappedInAfterDiscoveryIsRefused() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        try Data("return {}\n".utf8).write(to: URL(fileURLWithPath: folder + "/eve.lua"))
        let submissions = try LabGrading.discover(folder, exercise: Self.exercise)
        try FileManager.default.removeItem(atPath: folder + "/eve.lua")
        try FileManager.default.createSymbolicLink(atPath: folder + "/eve.lua", withDestinationPath: "alice.lua")
        let eve = try #require(submissions.first { $0.student == "eve" })
        var settings = GradeSettings(labs: Self.labs, exercise: Self.exercise, directory: folder)
        settings.executable = "/bin/false"
        let catalog = try LabCatalog(root: Self.labs).exercise(Self.exercise)
        let launcher = try ProcessLauncher(settings: settings, exercise: catalog)
        #expect(
            launcher.grade(eve).message == "error: the submission is a symbolic link (only regular files are graded)")
        #expect(
            InProcessLauncher(exercise: catalog).grade(eve).message
                == "error: the submission is a symbolic link (only regular files are graded)")
    }

    @Test func controlCharactersInNamesAndMessagesAreNeutralised() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let nasty = "bob\u{1B}[2J\u{07}\u{01}"
        try Data("error('\\0\\27[31mred\\1')\n".utf8).write(to: URL(fileURLWithPath: folder + "/\(nasty).lua"))
        let (results, output, junit) = try grade(folder)
        #expect(results.contains { $0["student"] as? String == nasty })
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(output.contains("bob␛[2J␇␁"))
        #expect(try LabTests.isWellFormedXML(junit))
        let forbidden = junit.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" }
        #expect(forbidden.isEmpty, "\(forbidden.map(\.value))")
    }

    @Test func xmlEscapingKeepsOnlyWhatXMLAllows() {
        #expect(SafeText.xmlText("a\u{0}b\u{1B}c<&>\u{FFFE}\n") == "a␀b␛c&lt;&amp;&gt;\u{FFFD}\n")
        #expect(SafeText.xmlAttribute("x\ny\tz\"") == "x&#10;y&#9;z&quot;")
        #expect(SafeText.terminalLine("a\nb\u{9B}c\u{7F}") == "a␊b\u{FFFD}c␡")
    }
}
