import AppLifeTestSupport
import Foundation
import Testing

@testable import AppLifeCLI

#if canImport(Glibc)
import Glibc
#endif

/// The private folder of one grading child: made with mkdtemp, written without following
/// links or replacing a file, removed with whatever the child left in it.
@Suite struct GradingFolderTests {
    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test func isMadeFreshAndPrivateInTheFolderItIsGiven() throws {
        let base = try TemporaryDirectory(prefix: "al-gf")
        defer { base.remove() }
        let one = try GradingFolder.make(in: base.path), two = try GradingFolder.make(in: base.path + "/")
        #expect(one.path != two.path)
        for folder in [one, two] {
            #expect(folder.path.hasPrefix(base.path + "/applife-grade-"))
            #expect(!folder.path.contains("//"))
            #expect(mode(folder.path) == 0o700)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test func aMissingParentIsAnErrorNamingIt() {
        #expect {
            try GradingFolder.make(in: "/nonexistent-al-gf")
        } throws: { error in
            "\(error)".hasPrefix("cannot make a folder in /nonexistent-al-gf: ")
        }
    }

    @Test func theParentComesFromTMPDIR() {
        #expect(GradingFolder.defaultParent(environment: ["TMPDIR": "/scratch"]) == "/scratch")
        #expect(GradingFolder.defaultParent(environment: ["TMPDIR": ""]) == "/tmp")
        #expect(GradingFolder.defaultParent(environment: [:]) == "/tmp")
    }

    @Test func writesAPrivateFileAndReadsItBack() throws {
        let base = try TemporaryDirectory(prefix: "al-gf")
        defer { base.remove() }
        let folder = try GradingFolder.make(in: base.path)
        let bytes = Array("return {}\n\u{0}\u{FF}".utf8) + Array(repeating: 7, count: 200_000)
        try folder.write(bytes, to: "erin.lua")
        #expect(folder.read("erin.lua") == bytes)
        #expect(mode(folder.file("erin.lua")) == 0o600)
        try folder.write([], to: "empty.lua")
        #expect(folder.read("empty.lua") == [])
        #expect(folder.read("missing") == [])
    }

    @Test func neverReplacesAFileOrWritesThroughALink() throws {
        let base = try TemporaryDirectory(prefix: "al-gf")
        defer { base.remove() }
        let folder = try GradingFolder.make(in: base.path)
        try folder.write(Array("first".utf8), to: "erin.lua")
        #expect(throws: GradingFolder.Failure.self) { try folder.write(Array("second".utf8), to: "erin.lua") }
        #expect(folder.read("erin.lua") == Array("first".utf8))
        let outside = base.file("outside")
        #expect(symlink(outside, folder.file("link.lua")) == 0)
        #expect(throws: GradingFolder.Failure.self) { try folder.write(Array("x".utf8), to: "link.lua") }
        #expect(!FileManager.default.fileExists(atPath: outside))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: outside))
        #expect(folder.read("link.lua") == [])
    }

    @Test func removeTakesWhatTheChildLeftToo() throws {
        let base = try TemporaryDirectory(prefix: "al-gf")
        defer { base.remove() }
        let folder = try GradingFolder.make(in: base.path)
        try folder.write(Array("a".utf8), to: "erin.lua")
        try folder.write(Array("b".utf8), to: ".result.json")
        try FileManager.default.createDirectory(atPath: folder.file("left/over"), withIntermediateDirectories: true)
        try Data("c".utf8).write(to: URL(fileURLWithPath: folder.file("left/over/file")))
        let kept = base.file("kept")
        try Data("keep".utf8).write(to: URL(fileURLWithPath: kept))
        #expect(symlink(kept, folder.file("link")) == 0)
        folder.remove(knownFiles: ["erin.lua", ".result.json", ".stderr"])
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "keep")
        let another = try GradingFolder.make(in: base.path)
        another.remove(knownFiles: ["erin.lua", ".result.json", ".stderr"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["kept"])
    }
}
