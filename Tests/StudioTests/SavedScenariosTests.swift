import AppLifeTestSupport
import Foundation
import Testing

@testable import Studio

/// "Save as scenario" writes only where the server says: a new file per page, named after the
/// studio's file, never through a link, within the size and count limits.
@Suite("SavedScenarios")
struct SavedScenariosTests {
    @Test("a page's first save creates the lowest free name; its later saves replace that file")
    func names() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let saved = SavedScenarios(directory: folder.path, file: "examples/home-and-return.lua")
        try "taken".write(toFile: folder.path + "/home-and-return-studio-1.lua", atomically: false, encoding: .utf8)
        let first = try saved.save("one", page: 7)
        #expect(first == folder.path + "/home-and-return-studio-2.lua")
        #expect(try saved.save("two", page: 8) == folder.path + "/home-and-return-studio-3.lua")
        #expect(try saved.save("one, again", page: 7) == first)
        #expect(try String(contentsOfFile: first, encoding: .utf8) == "one, again")
        #expect(try String(contentsOfFile: folder.path + "/home-and-return-studio-1.lua", encoding: .utf8) == "taken")
    }

    @Test("the name keeps only letters, digits, - and _ of the file's; no file: studio")
    func stems() {
        #expect(SavedScenarios(directory: ".", file: "a/b/My Lab (2).lua").stem == "MyLab2")
        #expect(SavedScenarios(directory: ".", file: nil).stem == "studio")
        #expect(SavedScenarios(directory: ".", file: "../..").stem == "studio")
        #expect(SavedScenarios(directory: ".", file: "naïve.lua").stem == "nave")
    }

    @Test("a link put where the file goes is not written through")
    func links() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let target = folder.path + "/precious.txt"
        try "keep me".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/x-studio-1.lua", withDestinationPath: target)
        let saved = SavedScenarios(directory: folder.path, file: "x.lua")
        let path = try saved.save("scenario", page: 1)
        #expect(path == folder.path + "/x-studio-2.lua")
        // The page's file replaced by a link between two saves: the second save fails.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        #expect(throws: SaveError.self) { try saved.save("again", page: 1) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")
    }

    /// The page's file replaced, between two saves, by a hard link to another file or by a
    /// FIFO: the save is refused (the linked file was overwritten; the FIFO blocked the
    /// studio's only event loop, and every page froze).
    @Test("a hard link or a FIFO put where the page's file is, is refused without waiting")
    func hardLinksAndPipes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let target = folder.path + "/precious.txt"
        try "keep me".write(toFile: target, atomically: false, encoding: .utf8)
        let saved = SavedScenarios(directory: folder.path, file: "x.lua")
        let path = try saved.save("scenario", page: 1)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.linkItem(atPath: target, toPath: path)
        #expect(throws: SaveError.self) { try saved.save("again", page: 1) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o644) == 0)
        let error = #expect(throws: SaveError.self) { try saved.save("again", page: 1) }
        #expect(error?.description.contains("pipe") == true, "\(String(describing: error))")
        // A FIFO where the next page's first name goes is passed over, never opened.
        let fifo = folder.path + "/x-studio-2.lua"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(try saved.save("page two", page: 2) == folder.path + "/x-studio-3.lua")
    }

    @Test("at most savedBytes a save, savedFiles a run")
    func limits() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let saved = SavedScenarios(directory: folder.path, file: "x.lua")
        #expect(throws: SaveError.self) {
            try saved.save(String(repeating: "x", count: StudioLimits.savedBytes + 1), page: 1)
        }
        for page in 1...StudioLimits.savedFiles { _ = try saved.save("-- \(page)", page: page) }
        #expect(throws: SaveError.self) { try saved.save("one too many", page: StudioLimits.savedFiles + 1) }
        #expect(try saved.save("an existing page may still save", page: 1) == folder.path + "/x-studio-1.lua")
    }
}
