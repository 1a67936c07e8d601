import Lifecycle
import ScriptBindings
import Testing

/// The keychain from Lua (`keychain.*`, Security's SecItem calls): items outlive processes,
/// reboots and deletion (`keychainSurvivesDeletion`), their accessibility classes decide
/// whether a locked device answers; and every misuse is an error at its line.
@Suite struct KeychainTests {
    /// Vault logs what each call returns; `code` runs in didBecomeActive.
    static func vault(_ code: String, device: String = "") -> String {
        """
        \(device)
        local vault = app { name = "Vault",
          delegate = { didBecomeActive = function(a)
            \(code)
          end } }

        """
    }

    /// What the app's code logged (the trace's own keychain lines left out).
    static func fromApp(_ line: String) -> Bool { !line.hasPrefix("Sec") }

    @Test func anItemOutlivesAKillARebootAndTheAppsDeletion() throws {
        let r = try run(
            Self.vault(
                """
                local status, data = keychain.copy{ service = "api", account = "me" }
                log("copy", status, data)
                if status == "errSecItemNotFound" then
                  log("add", keychain.add{ service = "api", account = "me", data = "t0k" })
                  log("again", keychain.add{ service = "api", account = "me", data = "t1k" })
                end
                """)
                    + """
                    user.tap(vault)
                    user.switcher(); user.kill(vault); user.dismiss()
                    user.tap(vault)
                    system.reboot()
                    user.tap(vault)
                    user.delete_app(vault)
                    user.tap(vault)
                    """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.filter(Self.fromApp) == [
                "copy errSecItemNotFound nil", "add errSecSuccess", "again errSecDuplicateItem",
                "copy errSecSuccess t0k", "copy errSecSuccess t0k", "copy errSecSuccess t0k",
            ], "\(r.logs)")
        #expect(r.records(.log).contains { $0.message == "SecItemAdd api/me -> errSecSuccess" })
    }

    @Test func withTheSwitchOffDeletionTakesTheItems() throws {
        let r = try run(
            Self.vault(
                """
                local status = keychain.copy{ service = "api", account = "me" }
                log(status)
                keychain.add{ service = "api", account = "me", data = "t0k" }
                """, device: "device { keychainSurvivesDeletion = false }")
                + "user.tap(vault)\nuser.delete_app(vault)\nuser.tap(vault)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.logs.filter(Self.fromApp) == ["errSecItemNotFound", "errSecItemNotFound"], "\(r.logs)")
    }

    @Test func updateAndDeleteChangeTheItem() throws {
        let r = try run(
            Self.vault(
                """
                local q = { service = "api", account = "me" }
                log(keychain.update(q, { data = "x" }), keychain.delete(q))
                keychain.add{ service = "api", account = "me", data = "a" }
                log(keychain.update(q, { data = "b" }), select(2, keychain.copy(q)))
                log(keychain.delete(q), keychain.copy(q))
                """) + "user.tap(vault)")
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.filter(Self.fromApp) == [
                "errSecItemNotFound errSecItemNotFound", "errSecSuccess b", "errSecSuccess errSecItemNotFound nil",
            ], "\(r.logs)")
    }

    /// With a passcode, a whenUnlocked item cannot be read while locked, an afterFirstUnlock
    /// one can; neither before the first unlock after a restart.
    @Test func theAccessibilityClassDecidesWhatALockedDeviceAnswers() throws {
        let r = try run(
            """
            device { passcode = true }
            local vault = app { name = "Vault", background_modes = { "fetch" },
              delegate = {
                didBecomeActive = function(a)
                  a:setMinimumBackgroundFetchInterval("minimum")
                  keychain.add{ service = "s", account = "unlocked", data = "1" }
                  keychain.add{ service = "s", account = "first", data = "2", accessible = "afterFirstUnlock" }
                end,
                performFetch = function(a, done)
                  log(keychain.copy{ service = "s", account = "unlocked" })
                  log(keychain.copy{ service = "s", account = "first" })
                  done("noData")
                end } }
            user.tap(vault)
            user.lock()
            system.background_fetch(vault)
            system.reboot()
            system.background_fetch(vault)
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            r.logs.filter { $0.hasPrefix("err") } == [
                "errSecInteractionNotAllowed nil", "errSecSuccess 2", "errSecInteractionNotAllowed nil",
                "errSecInteractionNotAllowed nil",
            ], "\(r.logs)")
        #expect(
            r.records(.log).contains {
                $0.message
                    == "SecItemCopyMatching s/unlocked -> errSecInteractionNotAllowed (the device is locked and the item is kSecAttrAccessibleWhenUnlocked)"
            })
    }

    @Test func aPasscodeOnlyItemNeedsAPasscode() throws {
        let code =
            "log(keychain.add{ service = 's', account = 'a', data = '1', accessible = 'whenPasscodeSetThisDeviceOnly' })"
        let without = try run(Self.vault(code) + "user.tap(vault)")
        let with = try run(Self.vault(code, device: "device { passcode = true }") + "user.tap(vault)")
        #expect(without.logs.filter(Self.fromApp) == ["errSecNotAvailable"], "\(without.logs)")
        #expect(with.logs.filter(Self.fromApp) == ["errSecSuccess"], "\(with.logs)")
    }

    @Test(arguments: [
        ("keychain.add{ service = 's', account = 'a' }", "data expected"),
        ("keychain.add{ service = 's', data = 'x' }", "service and account expected"),
        (
            "keychain.add{ service = 's', account = 'a', data = 'x', accesible = 'whenUnlocked' }",
            "did you mean 'accessible'"
        ),
        (
            "keychain.add{ service = 's', account = 'a', data = 'x', accessible = 'afterFirstUnlok' }",
            "did you mean 'afterFirstUnlock'"
        ),
        ("keychain.add{ service = 's', account = 'a', data = {} }", "data must be a string (got table)"),
        ("keychain.add{ service = 's', account = 'a', data = '\\255' }", "data must be UTF-8 text"),
        ("keychain.copy('s')", "bad argument #1 to 'copy'"),
        ("keychain.update({ service = 's', account = 'a' }, { data = 1 })", "data must be a string"),
        ("keychain.update({ service = 's', account = 'a' })", "bad argument #2 to 'update'"),
        ("keychain.remove{ service = 's', account = 'a' }", "did you mean 'keychain.delete'"),
    ])
    func misuseIsAnErrorAtItsLine(code: String, message: String) throws {
        let r = try run(Self.vault(code) + "user.tap(vault)")
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains(message) == true, "\(code): \(r.summary)")
        #expect(r.location == "test.lua:4", "\(code): \(r.summary)")
    }

    /// applife's own bounds: like a Swift app over its limits, the app crashes at the line.
    @Test(arguments: [
        ("keychain.add{ service = string.rep('s', 300), account = 'a', data = 'x' }", "service is at most 255 bytes"),
        ("keychain.add{ service = 's', account = 'a', data = string.rep('x', 70000) }", "at most 64 KB"),
        (
            "for i = 1, 1001 do keychain.add{ service = 's', account = tostring(i), data = 'x' } end",
            "keeps 1000 keychain items already"
        ),
    ])
    func pastApplifesBoundsTheAppCrashesAtTheLine(code: String, message: String) throws {
        let r = try run(Self.vault(code) + "user.tap(vault)")
        #expect(r.status == .failed, "\(r.summary)")
        #expect(r.report?.contains("Vault crashed") == true && r.report?.contains(message) == true, "\(r.summary)")
        #expect(r.location == "test.lua:4", "\(code): \(r.summary)")
    }

    @Test func theScenarioCannotCallIt() throws {
        let r = try run(Self.vault("") + "keychain.copy{ service = 's', account = 'a' }")
        #expect(r.status == .error, "\(r.summary)")
        #expect(r.report?.contains("keychain.copy must be called from app code") == true, "\(r.summary)")
    }
}
