import AppLifeTestSupport
import Foundation
import Lifecycle
import LuaHost
import Testing
@testable import ScriptBindings

/// `app{ main = "path.lua" }`: a file that is the app's code, run anew in every process,
/// found relative to the declaring file and never outside its folder.
@Suite struct MainFileTests {
    /// What a run in a temporary folder showed, with the folder taken off every path.
    struct Seen {
        var status: ScenarioResult.Status
        var report: String?
        var location: String?
        var logs: [TraceRecord]
        var crashes: [TraceRecord]
        var warnings: [String]
        var summary: String { "\(status) at \(location ?? "-"): \(report ?? "")" }
    }

    /// A folder holding `files` (path: text); runs `test.lua` in it with `source`.
    func run(_ source: String, files: [String: String] = [:]) throws -> Seen {
        let folder = try TemporaryDirectory(prefix: "al-main")
        defer { folder.remove() }
        for (name, text) in files {
            let path = folder.file(name)
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let results = try runAll(source, path: folder.file("test.lua"))
        guard results.count == 1 else { throw TestFailure("expected one scenario, got \(results.count)") }
        return Self.seen(results[0], in: folder.path)
    }

    static func seen(_ r: ScenarioResult, in folder: String) -> Seen {
        func cut(_ text: String?) -> String? { text?.replacingOccurrences(of: folder + "/", with: "") }
        func cut(_ record: TraceRecord) -> TraceRecord {
            var record = record
            record.at = cut(record.at)
            record.message = cut(record.message)
            return record
        }
        return Seen(
            status: r.status, report: cut(r.report), location: cut(r.location), logs: r.records(.log).map(cut),
            crashes: r.records(.crash).map(cut), warnings: r.warnings.compactMap(cut))
    }

    static let notesApp = """
        local draft = UserDefaults.standard:get("draft") or ""
        local n = 0
        log("launch", draft, n, rawget(_ENV, "seen"))
        seen = true
        return { delegate = {
          didBecomeActive = function(application) n = n + 1; draft = draft .. "w" .. n end,
          didEnterBackground = function(application) UserDefaults.standard:set("draft", draft) end,
        } }
        """

    @Test func theFileRunsAnewInEveryProcessRelativeToTheDeclaringFile() throws {
        let r = try run(
            """
            local notes = app { name = "Notes", main = "app/./code/../notes.lua" }
            user.tap(notes); user.home(); user.switcher(); user.kill(notes); user.dismiss()
            user.tap(notes); user.home(); system.reboot(); user.tap(notes)
            expect.equal(notes.defaults.draft, "w1w1")
            """, files: ["app/notes.lua": Self.notesApp])
        #expect(r.status == .passed, "\(r.summary)")
        // Its locals and its globals are the process's: each launch starts from nothing.
        let launches = r.logs.filter { $0.message?.hasPrefix("launch") == true }
        #expect(launches.compactMap(\.message) == ["launch  0 nil", "launch w1 0 nil", "launch w1w1 0 nil"])
        #expect(launches.first?.at == "app/notes.lua:3")
        #expect(r.warnings.isEmpty, "a main file keeps nothing outside the process: \(r.warnings)")
    }

    @Test(arguments: [
        ("main = 'gone.lua'", "test.lua:1: app{} 'X': main file gone.lua cannot be read: No such file or directory"),
        ("main = '../up.lua'", "test.lua:1: app{} 'X': main = \"../up.lua\" leads out of the folder of test.lua"),
        ("main = 'a/../../up.lua'", "leads out of the folder of test.lua"),
        ("main = '/etc/passwd.lua'", "main = \"/etc/passwd.lua\" is an absolute path: give it relative to test.lua"),
        ("main = 'notes.txt'", "main = \"notes.txt\" is not a Lua file: give a function, or the path of a .lua file"),
        ("main = 3", "field 'main' must be a function or the path of a .lua file (got number)"),
        ("main = 'ok.lua', delegate = {}", "field 'delegate' and main both give the app's code"),
        ("main = 'folder.lua'", "main file folder.lua cannot be read: it is not a regular file"),
    ])
    func aPathThatCannotBeTheAppsCodeIsRefusedAtTheDeclaration(fields: String, message: String) throws {
        let r = try run(
            "app { name = 'X', \(fields) }",
            files: ["ok.lua": "return {}", "folder.lua/inside.lua": "return {}"])
        #expect(r.status == .error)
        #expect(r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:1", "the declaring file and line: \(r.summary)")
    }

    @Test func aLinkOutOfTheFolderIsRefused() throws {
        let outside = try TemporaryDirectory(prefix: "al-out")
        defer { outside.remove() }
        try Data("return {}".utf8).write(to: URL(fileURLWithPath: outside.file("code.lua")))
        let folder = try TemporaryDirectory(prefix: "al-main")
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("code.lua"), withDestinationPath: outside.file("code.lua"))
        let r = Self.seen(
            try runAll("app { name = 'X', main = 'code.lua' }", path: folder.file("test.lua"))[0], in: folder.path)
        #expect(r.status == .error)
        #expect(
            r.report?.contains("leads out of the folder of test.lua (through a symbolic link)") == true, "\(r.summary)")
    }

    @Test func aSyntaxErrorNamesTheMainFilesLine() throws {
        let r = try run(
            "app { name = 'X', main = 'code.lua' }", files: ["code.lua": "local a = 1\nlocal = 2\nreturn {}\n"])
        #expect(r.status == .error)
        #expect(
            r.report?.contains("app{} 'X': main file code.lua does not compile: code.lua:2: <name> expected near '='")
                == true, "\(r.summary)")
        #expect(r.location == "test.lua:1")
    }

    @Test func anErrorWhileItRunsCrashesTheNewProcessAtItsLine() throws {
        let r = try run(
            """
            local x = app { name = 'X', main = 'code.lua' }
            local y = app { name = 'Y', main = 'nothing.lua' }
            user.tap(x); expect.crash(x)
            user.tap(y); expect.crash(y)
            """,
            files: [
                "code.lua": "local t = nil\nreturn { delegate = t.delegate }\n", "nothing.lua": "-- returns nothing\n",
            ])
        #expect(r.status == .passed, "\(r.summary)")
        let crashes = r.crashes
        #expect(crashes.first?.at == "code.lua:2", "\(crashes)")
        #expect(crashes.first?.message?.contains("attempt to index a nil value (local 't')") == true)
        #expect(crashes.last?.at == "nothing.lua:1")
        #expect(
            crashes.last?.message?.contains(
                "the main file nothing.lua must return the process's code, a table such as { delegate = { ... } } (got nothing)"
            )
                == true, "\(crashes)")
    }

    /// A main file is app code: declaring an app there (itself as main, or its own file) is a
    /// misuse that stops the run at its line, not a loop.
    @Test(arguments: ["code.lua", "test.lua"])
    func aMainFileThatDeclaresAnAppStopsAtItsLine(_ main: String) throws {
        let source = "local x = app { name = 'X', main = '\(main)' }\nuser.tap(x)\n"
        let r = try run(
            source,
            files: ["code.lua": "local again = app { name = 'Y', main = 'code.lua' }\nreturn {}\n", "test.lua": source])
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains("app{} cannot be called from app code") == true, "\(r.summary)")
        #expect(r.location == "\(main):1", "\(r.summary)")
    }

    @Test func aHugeFileIsRefusedUnread() throws {
        let folder = try TemporaryDirectory(prefix: "al-main")
        defer { folder.remove() }
        let path = folder.file("big.lua")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(MainFile.maximumBytes + 1))
        try handle.close()
        let r = Self.seen(
            try runAll("app { name = 'X', main = 'big.lua' }", path: folder.file("test.lua"))[0], in: folder.path)
        #expect(r.status == .error)
        #expect(r.report?.contains("main file big.lua is longer than 16 MB") == true, "\(r.summary)")
    }
}
