import Lifecycle
import ScriptBindings
import Testing

/// The device's conditions from Lua: `system.power`, `system.network`,
/// `system.settings{ low_power = ... }`, `ProcessInfo.processInfo.isLowPowerModeEnabled` and
/// its notification; a processing task that waits for an idle device on the charger; and
/// their misuse as script errors at their line.
@Suite struct DeviceConditionsBindingTests {
    /// Sync registers a processing task that needs the charger, and submits it at launch.
    static let sync = """
        local sync = app {
          name = "Sync", background_modes = { "processing" }, bg_task_identifiers = { "com.acme.clean" },
          delegate = {
            didFinishLaunching = function(a)
              a:registerTask("com.acme.clean", function(task)
                log("cleaning")
                task.expirationHandler = function() log("stopped") task:setTaskCompleted(false) end
                dispatch.work(120, function() task:setTaskCompleted(true) end)
              end)
              a:submitTask { identifier = "com.acme.clean", kind = "processing", requires_external_power = true }
              return true
            end,
          },
        }

        """

    func userLogs(_ r: ScenarioResult) -> [String] { r.records(.log).filter { $0.name == nil }.compactMap(\.message) }

    func systemLogs(_ r: ScenarioResult) -> [String] {
        r.records(.log).filter { $0.name == "system" }.compactMap(\.message)
    }

    @Test func aProcessingTaskWaitsForTheNightAndTheCharger() throws {
        let r = try run(
            Self.sync + """
                system.power(false)
                user.tap(sync); user.home()
                system.background_task(sync, "com.acme.clean")   -- the user is on the Home Screen
                user.lock()
                system.background_task(sync, "com.acme.clean")   -- locked, but on battery
                system.power(true)
                system.background_task(sync, "com.acme.clean")
                expect.state(sync, "background")
                wait(30)
                user.unlock()                                     -- the user picks the phone up
                expect.state(sync, "suspended")
                """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(userLogs(r) == ["cleaning", "stopped"])
        #expect(
            systemLogs(r) == [
                "not delivered: a BGProcessingTask runs only while the device is idle (locked, no app in front):"
                    + " the device is unlocked",
                "not delivered: the request requires external power and the device is on battery (system.power(true))",
                "the user unlocks the device: the system ends the BGProcessingTask com.acme.clean (the device is in use)",
            ])
        let actions = r.records(.action).compactMap(\.message)
        #expect(actions.contains("the charger is unplugged: on battery"))
        #expect(actions.contains("the charger is plugged in"))
    }

    @Test func theNetworkAndItsUsage() throws {
        let r = try run(
            """
            local sync = app {
              name = "Sync", background_modes = { "processing" }, bg_task_identifiers = { "net" },
              delegate = { didFinishLaunching = function(a)
                a:registerTask("net", function(task) log("synced") task:setTaskCompleted(true) end)
                a:submitTask { identifier = "net", kind = "processing", requires_network = true }
                return true
              end },
            }
            user.tap(sync); user.home(); user.lock()
            system.network(false)
            system.background_task(sync, "net")
            system.network(true)
            system.background_task(sync, "net")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(userLogs(r) == ["synced"])
        #expect(systemLogs(r).first?.hasSuffix("the device has none (system.network(true))") == true)
    }

    @Test func lowPowerModeFromTheScenarioAndInAppCode() throws {
        let r = try run(
            """
            local todo = app { name = "Todo", delegate = {
              didFinishLaunching = function(a)
                notifications.observe("NSProcessInfoPowerStateDidChangeNotification", function(n)
                  log("power state", n.name, ProcessInfo.processInfo.isLowPowerModeEnabled, a.backgroundRefreshStatus)
                end)
                log("at launch", ProcessInfo.processInfo.isLowPowerModeEnabled)
                return true
              end,
            } }
            user.tap(todo)
            system.settings{ low_power = true }
            system.settings{ low_power = false }
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(
            userLogs(r) == [
                "at launch false",
                "power state NSProcessInfoPowerStateDidChangeNotification true denied",
                "power state NSProcessInfoPowerStateDidChangeNotification false available",
            ])
        #expect(r.records(.action).contains { $0.message == "user changes Settings: Low Power Mode on" })
    }

    @Test func beforeIOS9TheModeIsAnUnrecognizedSelector() throws {
        let r = try run(
            """
            device { ios = 8 }
            local todo = app { name = "Todo", delegate = { didFinishLaunching = function(a)
              log(ProcessInfo.processInfo.isLowPowerModeEnabled)
              return true
            end } }
            user.tap(todo)
            expect.terminated(todo, "crash")
            """)
        #expect(r.status == .passed, "\(r.summary)")
        #expect(r.records(.crash).first?.message?.contains("-[NSProcessInfo isLowPowerModeEnabled]") == true)
    }

    @Test(arguments: [
        ("system.power()", "bad argument #1 to 'system.power' (boolean expected, got no value)"),
        ("system.power('on')", "bad argument #1 to 'system.power' (boolean expected, got string)"),
        ("system.network(1)", "bad argument #1 to 'system.network' (boolean expected, got number)"),
        ("system.settings{ low_power = 'yes' }", "settings.low_power must be a boolean (got string)"),
        ("system.settings{ low_powr = true }", "unknown system.settings field 'low_powr' (did you mean 'low_power'?)"),
        ("system.settings{ app = todo, low_power = true }", "Low Power Mode is the whole device's"),
        ("system.pover(true)", "did you mean 'system.power'?"),
    ])
    func mistakesAreErrorsAtTheirLine(code: String, message: String) throws {
        let r = try run("local todo = app { name = 'Todo' }\n\(code)")
        expectMisuse(r, message, line: 2)
    }

    @Test func lowPowerModeNeedsIOS9() throws {
        let r = try run("device { ios = 8 }\nsystem.settings{ low_power = true }")
        expectMisuse(r, "Low Power Mode appeared in iOS 9 (this device runs iOS 8)", line: 2)
    }

    @Test(arguments: [
        (
            "system.power(false)",
            "system.power cannot be called from app code (a callback or block): call it from the scenario"
        ),
        ("log(ProcessInfo.processInfo.isLowPowrModeEnabled)", "(did you mean 'isLowPowerModeEnabled'?)"),
        ("ProcessInfo.processInfo.isLowPowerModeEnabled = true", "cannot be set"),
    ])
    func misuseInAppCode(code: String, message: String) throws {
        let r = try run(
            """
            local todo = app { name = "Todo", delegate = { didFinishLaunching = function(a)
              \(code)
              return true
            end } }
            user.tap(todo)
            """)
        expectMisuse(r, message, line: 2)
    }

    @Test func processInfoIsTheRunningAppsOwn() throws {
        let r = try run("log(ProcessInfo.processInfo)")
        expectMisuse(r, "ProcessInfo.processInfo is the running app's own: read it in app code", line: 1)
    }
}
