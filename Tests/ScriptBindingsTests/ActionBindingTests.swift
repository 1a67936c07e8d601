import AppLifeTestSupport
@testable import Lifecycle
@testable import LuaHost
@testable import ScriptBindings
import Testing

/// The action table: every action is one row, the Lua libraries are exactly the rows, and
/// what a row writes reads back as the same action.
@Suite("ActionBinding")
struct ActionBindingTests {
    @Test("every kind of DeviceAction has exactly one row, and every row its own name")
    func oneRowPerKind() {
        let kinds = ActionBinding.all.map(\.kind)
        #expect(Set(kinds) == Set(DeviceAction.Kind.allCases))
        #expect(kinds.count == DeviceAction.Kind.allCases.count, "a kind with two rows")
        let names = ActionBinding.all.map(\.lua)
        #expect(Set(names).count == names.count, "two rows with one name")
        for row in ActionBinding.all {
            #expect(LuaLiteral.isIdentifier(row.name), "\(row.lua)")
            #expect(!row.summary.isEmpty, "\(row.lua)")
            if case .notExplored(let why) = row.exploration { #expect(!why.isEmpty, "\(row.lua)") }
        }
    }

    /// The libraries as a session installs them: every function of `user` and `system` is a
    /// row, and every row of theirs is installed.
    @Test("the user and system libraries are the rows, no more and no fewer")
    func librariesAreTheRows() throws {
        let source = """
            local names = {}
            for _, library in ipairs { "user", "system" } do
              for name, value in pairs(_ENV[library]) do
                names[#names + 1] = library .. "." .. name .. ":" .. type(value)
              end
            end
            table.sort(names)
            log(table.concat(names, " "))
            """
        let r = try run(source)
        let installed = r.logs.first?.split(separator: " ").map(String.init) ?? []
        let rows = ActionBinding.all.filter { $0.library != .timeline }.map { "\($0.lua):function" }
        #expect(installed == rows.sorted())
    }

    /// One action of every kind, each with its arguments set away from their defaults where
    /// a script can set them. The device of `world` has the apps and scene they name.
    static func samples(todo: AppID, notes: AppID, scene: SceneID) -> [DeviceAction] {
        let tap = NotificationTap(
            .banner(UserNotification(kind: .local, payload: ["list": "milk"])), action: "reply", text: "hi")
        let content = NotificationContent(
            title: "Milk", subtitle: "s", body: "b", badge: 2,
            userInfo: ["list": "milk", "n": [1, 2.5, true, ["x": 3.0]]],
            category: "c", threadIdentifier: "t")
        let push = UserNotification(
            push: ["aps": ["alert": ["title": "Hi", "body": "there"]], "id": 7], identifier: "A-1")
        return [
            .tap(todo), .home, .lock, .unlock, .openSwitcher, .switchTo(todo), .kill(notes), .notificationCenter,
            .controlCenter, .dismiss,
            .incomingCall(answer: true, after: 2.5, duration: 30), .incomingCall(answer: nil, after: 20, duration: 0),
            .incomingCall(answer: false, after: 1e-3, duration: 0),
            .memoryWarning, .memoryPressure(.critical, needMB: 300), .memoryPressure(.warning, needMB: nil),
            .openURL("todo://list/1?q=a%20b"),
            .tapNotification(todo), .tapNotification(todo, tap),
            .tapNotification(todo, NotificationTap(.delivered(identifier: "r1"))),
            .tapNotification(todo, NotificationTap(.delivered(identifier: "r\"2\n"), action: "open")),
            .tapNotification(todo, NotificationTap(.banner(UserNotification(push: ["aps": ["alert": "Hi"]])))),
            .tapNotification(todo, NotificationTap(.banner(push), action: "open")),
            .tapNotification(todo, NotificationTap(.banner(UserNotification(local: content, identifier: "r9")))),
            .clearNotification(todo, identifier: "r1"), .clearNotification(todo, identifier: "push-\"3\"\n"),
            .openNotificationSettings(todo, identifier: nil), .openNotificationSettings(todo, identifier: "m\"1\n"),
            .shortcut(todo, type: "com.acme.new"), .silentPush(todo),
            .silentPush(todo, payload: ["aps": ["content-available": 1, "badge": 3], "k": ["a", "b"]]),
            .backgroundFetch(todo), .reboot, .advance(31), .advance(0.25), .openWindow(notes), .focus(scene),
            .closeWindow(scene), .killScene(scene), .disconnectScene(scene), .deleteApp(notes), .offloadApp(notes),
            .settings(SettingsChange(app: todo, notifications: false)),
            .settings(SettingsChange(backgroundAppRefresh: .restricted)),
            .airdrop(todo, file: "Groceries.todolist"),
            .continueActivity(todo, UserActivity(type: "com.acme.view", userInfo: ["id": "7", "a.b": "c"])),
            .continueActivity(todo, UserActivity(type: "h", failsToArrive: true)),
            .continueActivity(todo, UserActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: "https://a.b/c")),
            .acceptShare(todo, metadata: "share"), .acceptShare(todo, metadata: "m"),
            .openDocument(todo, file: "Q3.pdf", type: nil, annotation: nil),
            .openDocument(todo, file: "Q3.pdf", type: "com.adobe.pdf", annotation: "from Mail"),
            .grant(todo, .all(false)), .grant(todo, .option(.badge, true)), .location(todo),
            .bluetooth(todo, .peripheral), .urlSession(todo, identifier: "s1"), .prewarm(notes),
            .notification(todo, UserNotification(kind: .remote)), .notification(todo, push),
            .notification(todo, UserNotification(kind: .local, payload: ["n": "1"])),
            .notification(todo, UserNotification(local: content, identifier: "r9")),
            .backgroundTask(todo, identifier: "com.acme.refresh"), .endBackgroundTime(todo, terminating: true),
            .endBackgroundTime(todo, terminating: false), .significantTimeChange, .screenshot,
            .power(false), .power(true), .network(false), .network(true),
            .settings(SettingsChange(lowPower: true)),
            .settings(SettingsChange(backgroundAppRefresh: .off, lowPower: false)),
            .ui(UIAction(.app(todo), "type", [.string("milk \"2\"\n"), .integer(3), .number(0.5), .boolean(false)])),
            .ui(UIAction(.app(todo), "clear")), .ui(UIAction(.scene(scene), "two words", [.number(2), .integer(-7)])),
        ]
    }

    static let world = """
        device { idiom = "ipad" }
        local todo = app { name = "Todo" }
        local notes = app { name = "Notes", life_cycle = "scenes", multiple_windows = true }
        user.tap(notes)
        """

    /// `read(write(a)) == a`: each sample is written as Lua text, and the text, run with the
    /// libraries replaced by probes that only read their call, gives the sample back.
    @Test("what a row writes reads back as the same action, for a sample of every kind")
    func writtenActionsReadBack() throws {
        let failures = try LuaThread.run { () throws -> [String] in
            let session = try ScriptSession(path: "test.lua", options: RunOptions())
            defer { session.close() }
            try session.runMainChunk(LuaSource(text: Self.world))
            let device = session.device
            let todo = try #require(device.app(named: "Todo"))
            let notes = try #require(device.app(named: "Notes"))
            let scene = try #require(device.scenes(of: notes).first)
            let samples = Self.samples(todo: todo, notes: notes, scene: scene)
            #expect(Set(samples.map(\.kind)) == Set(DeviceAction.Kind.allCases), "a sample of every kind")
            var read: DeviceAction?
            for library in ActionBinding.Library.allCases {
                var probes: [(LuaValue, LuaValue)] = []
                for row in ActionBinding.rows(of: library) {
                    let probe = LuaFunction(row.lua) { call in
                        read = try row.read(row.reader(call, session))
                        return .none
                    }
                    if library == .timeline {
                        try session.state.setGlobal(row.name, .function(probe))
                    } else {
                        probes.append((.string(LuaString(row.name)), .function(probe)))
                    }
                }
                if library != .timeline {
                    try session.state.setGlobal(library.rawValue, .table(LuaTable(fields: probes)))
                }
            }
            var failures: [String] = []
            for sample in samples {
                let text = ActionBinding.text(of: sample, names: .names(on: device))
                read = nil
                do {
                    try session.runMainChunk(LuaSource(text: text))
                    if read != sample { failures.append("\(text) read back as \(String(describing: read))") }
                } catch {
                    failures.append("\(text): \(error)")
                }
            }
            return failures
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("a usage names apps and scenes by their parameters")
    func usage() {
        let app = AppID.anyApp
        #expect(ActionBinding.usage(.switchTo(app)) == "user.switch_to(app)")
        #expect(ActionBinding.usage(.dismiss) == "user.dismiss()")
        #expect(ActionBinding.usage(.grant(app, .option(.badge, true))) == #"system.grant(app, "badge", true)"#)
        #expect(ActionBinding.usage(.grant(app, .all(true))) == "system.grant(app, true)")
        #expect(ActionBinding.usage(.advance(2)) == "wait(2)")
    }

    @Test("a lone table argument is written as the call's table; trailing nils are left out")
    func callForms() {
        let names = ActionNames.names([:])
        #expect(
            ActionBinding.text(of: .incomingCall(answer: nil, after: 20, duration: 0), names: names)
                == "system.call{after = 20}")
        #expect(
            ActionBinding.text(of: .incomingCall(answer: true, after: 2, duration: 30), names: names)
                == "system.call{answer = true, after = 2, duration = 30}")
        #expect(
            ActionBinding.text(of: .memoryPressure(.critical, needMB: nil), names: names)
                == #"system.memory_pressure("critical")"#)
        #expect(ActionBinding.text(of: .advance(0.5), names: names) == "wait(0.5)")
        #expect(
            ActionBinding.text(of: .settings(SettingsChange(notifications: true)), names: names)
                == "system.settings{notifications = true}")
    }

    /// Where the engine checks a version for an action, the row's is the first it accepts
    /// the action on (the earliest of its forms: a local notification or a universal link
    /// needs a later one).
    @Test("a row's iOS version is the first the engine accepts the action on")
    func versionsAgreeWithTheEngine() throws {
        let (gated, disagreements) = try LuaThread.run { () throws -> (Int, [String]) in
            let session = try ScriptSession(path: "test.lua", options: RunOptions())
            defer { session.close() }
            try session.runMainChunk(LuaSource(text: Self.world))
            let device = session.device
            let notes = try #require(device.app(named: "Notes"))
            let samples = Self.samples(
                todo: try #require(device.app(named: "Todo")), notes: notes,
                scene: try #require(device.scenes(of: notes).first))
            let profile = device.profile
            defer { device.profile = profile }
            /// The first iOS the engine does not refuse the action on for its version.
            func first(_ action: DeviceAction) -> Int {
                Profile.supportedVersions.first { ios in
                    device.profile = Profile(ios: ios)
                    if case .notAvailable? = device.refusal(of: action) { return false }
                    return true
                } ?? Int.max
            }
            var gated = 0
            var disagreements: [String] = []
            for row in ActionBinding.all {
                let firsts = samples.filter { $0.kind == row.kind }.map(first)
                guard let earliest = firsts.min(), earliest > Profile.supportedVersions.lowerBound else { continue }
                gated += 1
                if earliest != row.since {
                    disagreements.append("\(row.lua): iOS \(row.since), the engine: \(earliest)")
                }
            }
            return (gated, disagreements)
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
        #expect(gated >= 20, "the engine checks the version of most actions (\(gated) rows)")
    }
}
