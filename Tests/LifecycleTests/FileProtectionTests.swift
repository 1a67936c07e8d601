import Testing
@testable import Lifecycle

/// Data-protection classes of files (FileProtectionType): what a locked device with a
/// passcode lets app code read and write.
@Suite struct FileProtectionTests {
    /// Todo writes four files in the foreground, then the user locks; in the background the
    /// app reads and writes each.
    @Test func eachClassWhileLocked() throws {
        let w = try World { $0.passcode = true }
        try w.device.tap(w.todo)
        var results: [String: String] = [:]
        w.todoLog.hooks[.didBecomeActive] = { app in
            for p in FileProtection.allCases { try app.writeFile("Documents/\(p.rawValue)", protection: p) }
        }
        try w.device.home()
        try w.device.tap(w.todo)
        w.todoLog.hooks[.didEnterBackground] = { app in
            for p in FileProtection.allCases {
                results["read \(p.rawValue)"] = try app.readFile("Documents/\(p.rawValue)") ?? "ok"
                results["write \(p.rawValue)"] =
                    try app.writeFile("Documents/\(p.rawValue)", protection: p) ? "ok" : "no"
            }
            results["create completeUnlessOpen"] =
                try app.writeFile("Documents/new-unless-open", protection: .completeUnlessOpen) ? "ok" : "no"
            results["create complete"] =
                try app.writeFile("Documents/new-complete", protection: .complete) ? "ok" : "no"
        }
        try w.device.lock()
        #expect(
            results == [
                "read complete": "NSFileReadNoPermissionError", "write complete": "no",
                "read completeUnlessOpen": "NSFileReadNoPermissionError", "write completeUnlessOpen": "no",
                "read completeUntilFirstUserAuthentication": "ok", "write completeUntilFirstUserAuthentication": "ok",
                "read none": "ok", "write none": "ok",
                "create completeUnlessOpen": "ok", "create complete": "no",
            ])
        // Unlocked, every class is readable again.
        try w.device.unlock()
        var after: [String?] = []
        w.todoLog.hooks[.willResignActive] = { app in
            after = try FileProtection.allCases.map { try app.readFile("Documents/\($0.rawValue)") }
        }
        try w.device.home()
        #expect(after == [nil, nil, nil, nil])
    }

    /// Without a passcode nothing is protected; a missing file is NSFileReadNoSuchFileError.
    @Test func withoutAPasscodeEverythingIsReadable() throws {
        let w = World()
        var read: [String?] = []
        w.todoLog.hooks[.didEnterBackground] = { app in
            try app.writeFile("Documents/a", protection: .complete)
            read = [try app.readFile("Documents/a"), try app.readFile("Documents/missing")]
        }
        try w.device.tap(w.todo)
        try w.device.lock()
        #expect(read == [nil, "NSFileReadNoSuchFileError"])
    }

    /// Before the first unlock after a reboot only `none` (and creating completeUnlessOpen)
    /// works; a moved file keeps its class.
    @Test func beforeTheFirstUnlockAndAfterAMove() throws {
        var c = Container()
        c.write("Documents/a", protection: .complete)
        c.move("Documents/a", to: "Documents/b")
        #expect(c.protection(of: "Documents/b") == .complete)
        c.remove("Documents/b")
        #expect(c.protection(of: "Documents/b") == .completeUntilFirstUserAuthentication)
        #expect(FileProtection.none.allowsAccess(locked: true, beforeFirstUnlock: true))
        #expect(
            !FileProtection.completeUntilFirstUserAuthentication.allowsAccess(locked: false, beforeFirstUnlock: true))
        #expect(FileProtection.completeUnlessOpen.allowsCreation(locked: true, beforeFirstUnlock: true))
        #expect(!FileProtection.complete.allowsCreation(locked: true, beforeFirstUnlock: false))
    }
}
