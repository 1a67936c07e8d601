import Exploration
import Lifecycle
import LuaHost
import Testing
@testable import ScriptBindings

/// Exploration's runs on one Lua state that rewinds (``ExploreRuns``) are the runs of fresh
/// states, record for record, however much an earlier run changed.
@Suite struct ExploreRunsTests {
    /// App code that changes what it can reach (globals, library tables, the strings'
    /// methods, the globals' metatable), draws random numbers and prints ids, on an iPad
    /// with windows and notifications, with an invariant and a scenario declared.
    static let source = """
        device { idiom = "ipad" }
        local opened = 0
        local notes = app {
          name = "Notes", bundle_id = "com.acme.notes", life_cycle = "scenes", multiple_windows = true,
          url_types = { { name = "notes", schemes = { "notes" } } },
          delegate = {
            didFinishLaunching = function(application)
              print("launch", math.random(1000), tostring({}), string.shout, rawget(_G, "seen"))
              string.shout = function(s) return s:upper() end
              math.pi = 3
              rawset(_G, "seen", (rawget(_G, "seen") or 0) + 1)
              return true
            end,
          },
          scene_delegate = {
            willConnect = function(scene) opened = opened + 1; scene.title = "Note " .. opened end,
            openURLContexts = function(scene, contexts) print(scene.title, ("x"):rep(opened)) end,
            didEnterBackground = function(scene) print("background", math.random(), tostring(function() end)) end,
          },
        }
        app {
          name = "Chat", bundle_id = "com.acme.chat", background_modes = { "fetch" },
          delegate = {
            didFinishLaunching = function(application)
              UNUserNotificationCenter.current():requestAuthorization({ "alert" })
              return true
            end,
            performFetch = function(application, completion)
              application:endBackgroundTask(12345)
              completion("noData")
            end,
          },
        }
        invariant("math is math", function() return math.pi > 3.14 end)
        scenario("not run by explore", function() user.tap(notes) end)
        expect.equal(math.pi > 3.14, true)
        """

    /// Each walk's steps, failure and records, on fresh states and on one that rewinds.
    @Test func walksOnARewoundStateAreWalksOnFreshStates() throws {
        let bytes = Array(Self.source.utf8)
        let (fresh, rewound, rewinds) = try LuaThread.run { () throws -> ([String], [String], Bool) in
            let runs = ExploreRuns(path: "test.lua", source: bytes, options: RunOptions())
            defer { runs.close() }
            var fresh: [String] = [], rewound: [String] = []
            for seed in 0..<12 as Range<UInt64> {
                let new = try ExploreRun(path: "test.lua", source: bytes, options: RunOptions())
                fresh.append(Self.describe(ExplorationRunner.walk(new, depth: 25, seed: seed), new))
                new.close()
                let run = try runs.next()
                rewound.append(Self.describe(ExplorationRunner.walk(run, depth: 25, seed: seed), run))
                run.close()
            }
            return (fresh, rewound, runs.rewinds)
        }
        #expect(rewinds)
        #expect(fresh.count == 12)
        for (a, b) in zip(fresh, rewound) { #expect(a == b) }
        #expect(fresh.contains { $0.contains("launch") && $0.contains("background") }, "the walks ran app code")
        #expect(fresh.contains { $0.contains("math is math") }, "an invariant broke in some walk")
    }

    static func describe(_ record: RunRecord, _ run: ExploreRun) -> String {
        let records = run.device.records.filter(run.isShown).map(TraceRecord.textLine)
        return "\(record.steps)\n\(String(describing: record.failure))\n\(record.stepEnds)\n"
            + records.joined(separator: "\n")
    }

    /// A file that does not compile, or whose main chunk fails, fails each run as a fresh
    /// state does.
    @Test func failingFilesFailEachRunAlike() throws {
        for source in ["app {", "error('boom')", "local t = {} while true do t[#t + 1] = t end"] {
            let bytes = Array(source.utf8)
            var options = RunOptions()
            options.memoryLimit = 4 << 20
            let (fresh, rewound) = try LuaThread.run { () throws -> (String, [String]) in
                let runs = ExploreRuns(path: "bad.lua", source: bytes, options: options)
                defer { runs.close() }
                let fresh = Self.failure { try ExploreRun(path: "bad.lua", source: bytes, options: options) }
                return (fresh, (0..<3).map { _ in Self.failure { try runs.next() } })
            }
            #expect(rewound == [fresh, fresh, fresh], "\(source)")
            #expect(fresh.hasPrefix("bad.lua:1:"), "\(fresh)")
        }
    }

    static func failure(_ make: () throws -> ExploreRun) -> String {
        do {
            try make().close()
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    /// What a run sets in the session goes back at the next run to what it was when the
    /// session was kept for runs: every stored property (read by reflection, so a property
    /// added later is held to it too), except the three a run gets new.
    @Test func eachRunStartsFromTheKeptSession() throws {
        let (kept, after) = try LuaThread.run { () throws -> ([String: String], [String: String]) in
            let session = try ScriptSession(path: "test.lua", options: RunOptions(), rewinds: true)
            session.checksInvariants = false
            let chunk = try session.loadMainChunk(LuaSource(bytes: Array(Self.source.utf8)))
            #expect(try session.keepForRuns())
            let kept = Self.fingerprints(session)
            // Held, so that no new object can take the address of one these were.
            let held = Mirror(reflecting: session).children.map(\.value)
            defer { withExtendedLifetime(held) {} }
            for seed in 0..<3 as Range<UInt64> {
                try session.startAnotherRun()
                try session.runMainChunk(chunk)
                let run = SessionSubject(session: session)
                _ = ExplorationRunner.walk(run, depth: 30, seed: seed)
            }
            try session.startAnotherRun()
            let after = Self.fingerprints(session)
            session.close()
            return (kept, after)
        }
        let renewed: Set<String> = ["device", "link", "timeline"]
        #expect(kept.count > 30, "every stored property was read")
        #expect(kept["run.stop.fatal"] != nil, "the run's own state was read field by field")
        for (name, value) in kept.sorted(by: { $0.key < $1.key }) {
            if renewed.contains(name) {
                #expect(after[name] != value, "\(name) is new for each run")
            } else {
                #expect(after[name] == value, "\(name)")
            }
        }
    }

    /// Each stored property as text: an object by identity, anything else by description.
    /// The run's own state is read field by field (`run.handles`, `run.stop.fatal`).
    static func fingerprints(_ session: ScriptSession) -> [String: String] {
        var result: [String: String] = [:]
        func read(_ value: Any, _ prefix: String) {
            for child in Mirror(reflecting: value).children {
                guard let label = child.label else { continue }
                if child.value is RunState || child.value is StopState {
                    read(child.value, prefix + label + ".")
                } else {
                    result[prefix + label] = fingerprint(child.value)
                }
            }
        }
        read(session, "")
        return result
    }

    static func fingerprint(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class: return "object \(ObjectIdentifier(value as AnyObject))"
        case .optional: return mirror.children.first.map { "some " + fingerprint($0.value) } ?? "nil"
        default: return String(describing: value)
        }
    }

    /// A session as exploration drives it, without ``ExploreRun``.
    final class SessionSubject: ExplorationSubject {
        let session: ScriptSession
        init(session: ScriptSession) { self.session = session }
        var device: Device { session.device }
        func perform(_ action: DeviceAction) throws {
            session.run.worldStarted = true
            try session.drive { try session.device.perform(action) }
        }
        func brokenInvariants() throws -> [InvariantViolation] { try session.brokenInvariants().map(\.1) }
    }
}
