import Testing
@testable import Lifecycle

@Suite struct TraceTests {
    @Test func jsonLineHasFixedOrderAndFormatting() {
        let r = TraceRecord(
            seq: 7, time: .seconds(2), app: "Todo", kind: .callback, name: "applicationDidEnterBackground:",
            state: "background")
        #expect(
            TraceRecord.jsonLine(r)
                == #"{"v":1,"seq":7,"t":2.0,"app":"Todo","kind":"callback","name":"applicationDidEnterBackground:","state":"background"}"#
        )
        let odd = TraceRecord(
            seq: 1, time: VirtualTime(nanoseconds: 1_500_000), kind: .log, id: 3, message: "a \"q\"\n\\\u{01}é",
            fields: [
                TraceField("n", .int(-2)), TraceField("ok", .bool(true)), TraceField("d", .seconds(.seconds(0.25))),
            ])
        #expect(
            TraceRecord.jsonLine(odd)
                == #"{"v":1,"seq":1,"t":0.0015,"kind":"log","id":3,"message":"a \"q\"\n\\\u0001é","n":-2,"ok":true,"d":0.25}"#
        )
    }

    /// Escaping copies runs of plain bytes whole: every escape, at the start, the end and
    /// side by side, and multi-byte characters around them, come out as JSON wants them.
    @Test func jsonStringEscapesOnlyWhatItMust() {
        #expect(TraceRecord.jsonString("") == #""""#)
        #expect(TraceRecord.jsonString("plain ascii") == #""plain ascii""#)
        #expect(TraceRecord.jsonString("\"\\\n\r\t\u{08}\u{0C}") == #""\"\\\n\r\t\b\f""#)
        #expect(TraceRecord.jsonString("\u{00}\u{1F}x\u{10}") == #""\u0000\u001fx\u0010""#)
        #expect(TraceRecord.jsonString("a\u{2028}b\u{2029}") == #""a\u2028b\u2029""#)
        #expect(TraceRecord.jsonString("é🙂\u{2027}\u{202A}\u{7F}") == "\"é🙂\u{2027}\u{202A}\u{7F}\"")
        #expect(TraceRecord.jsonString("e\u{301}\"") == "\"e\u{301}\\\"\"")
    }

    @Test func timeFormatting() {
        #expect(VirtualTime.seconds(0).jsonSeconds == "0.0")
        #expect(VirtualTime.seconds(180).jsonSeconds == "180.0")
        #expect(VirtualTime.seconds(0.1).jsonSeconds == "0.1")
        #expect(VirtualTime(nanoseconds: 1).jsonSeconds == "0.000000001")
        #expect(VirtualTime.seconds(12.3456).fixed3 == "12.346")
        // A million 0.1 s steps add up exactly.
        var t = VirtualTime.zero
        for _ in 0..<1_000_000 { t = t + .seconds(0.1) }
        #expect(t == .seconds(100_000))
    }

    @Test func textLinesReadLikeADeviceLog() throws {
        let w = World()
        try w.device.tap(w.todo)
        let lines = TraceRecord.text(Array(w.device.records.prefix(4))).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "   0.000  Todo  user taps the icon",
                "   0.000  Todo  notRunning -> inactive",
                "   0.000  Todo  [AppDelegate application:willFinishLaunchingWithOptions:]",
                "   0.000  Todo  [AppDelegate application:didFinishLaunchingWithOptions:]",
            ])
        #expect(
            w.device.records.contains {
                $0.kind == .notification && $0.name == "UIApplicationDidFinishLaunchingNotification"
            })
    }

    @Test func sequenceNumbersIncreaseAndTheObserverSeesEveryRecord() throws {
        let device = Device(trace: TraceOptions(keep: false))
        var streamed: [Int] = []
        device.onRecord = { streamed.append($0.seq) }
        let app = device.install(AppSpec(name: "A", bundleID: "a"))
        try device.tap(app)
        try device.home()
        #expect(device.records.isEmpty)
        #expect(streamed == Array(1...streamed.count))
        #expect(streamed.count > 8)
    }

    @Test func appendedExpectRecordsGetSeqAndTime() throws {
        let w = World()
        try w.device.advance(by: 3)
        w.device.append(TraceRecord(kind: .expect, name: "state", message: "pass", at: "s.lua:9"))
        let r = try #require(w.device.records.last)
        #expect(r.seq == 1 && r.time == .seconds(3) && r.kind == .expect)
    }

    /// Same scenario twice: byte-identical JSON Lines.
    @Test func runsAreDeterministic() throws {
        func run() throws -> String {
            let w = World(ios: 12)
            w.todoLog.hooks[.didEnterBackground] = { app in
                var id = BackgroundTaskID.invalid
                id = app.beginBackgroundTask(name: "save") { app.endBackgroundTask(id) }
                _ = try app.timer(every: 0.7) { app.log("tick \(app.backgroundTimeRemaining)") }
                let g = try app.makeGroup()
                g.enter()
                try app.work(1.3) { try g.leave() }
                try g.notify { app.log("done") }
            }
            try w.device.tap(w.todo)
            try w.device.tap(w.mail)
            try w.device.incomingCall(answer: true, after: 4, duration: 9)
            try w.device.advance(by: 200)
            try w.device.memoryWarning()
            try w.device.openSwitcher()
            try w.device.kill(w.todo)
            try w.device.home()
            try w.device.lock()
            try w.device.advance(by: 10)
            try w.device.unlock()
            return TraceRecord.jsonLines(w.device.records)
        }
        let a = try run()
        let b = try run()
        #expect(a == b)
        #expect(a.count > 2000)
    }

    @Test func manyTimerTicksKeepTheQueueSmall() throws {
        let device = Device(trace: TraceOptions(keep: false))
        let d = RecordingDelegate()
        d.observeNotifications = false
        var n = 0
        d.hooks[.didBecomeActive] = { app in _ = try app.timer(every: 0.001) { n += 1 } }
        let app = device.install(AppSpec(name: "Bench", bundleID: "b", delegate: d))
        try device.tap(app)
        try device.advance(by: 200)
        #expect(n == 200_000)
        #expect(device.loop.queue.count <= 2)
    }
}

@Suite struct ProfileTests {
    @Test func presets() {
        #expect(Profile(ios: 4).lock == .resignOnly)
        #expect(Profile(ios: 6).lockBackgroundState == .inactive)
        #expect(Profile(ios: 12).backgroundBudget == .seconds(180))
        #expect(Profile(ios: 17).backgroundBudget == .seconds(30))
        #expect(Profile(ios: 17).callRingResigns == false)
        #expect(Profile(ios: 6).badgeNeedsAuthorization == false)
        #expect(Profile(ios: 3).callAccepted == .terminate)
        #expect(Profile().ios == 17)
    }

    @Test func switchesByName() throws {
        var p = Profile()
        #expect(Profile.switchNames == Profile.switchNames.sorted())
        try p.set("backgroundBudget", to: .number(600))
        try p.set("expirationLeadTime", to: .string("4"))
        try p.set("lock", to: .string("resignOnly"))
        try p.set("badgeNeedsAuthorization", to: .bool(false))
        #expect(p.backgroundBudget == .seconds(600))
        #expect(p.expirationLeadTime == .seconds(4))
        #expect(p.value(of: "lock") == .string("resignOnly"))
        #expect(throws: EngineError.unknownSwitch(name: "lok", suggestion: "lock")) {
            try p.set("lok", to: .bool(true))
        }
        #expect(throws: EngineError.self) { try p.set("lock", to: .string("sideways")) }
        #expect(throws: EngineError.self) { try p.set("backgroundBudget", to: .number(-1)) }
        #expect(
            "\(EngineError.unknownSwitch(name: "lok", suggestion: "lock"))"
                == "unknown switch 'lok', did you mean 'lock'?")
    }

    @Test func delegateMethodNames() {
        #expect(DelegateMethod(shortName: "didEnterBackground")?.selector == "applicationDidEnterBackground:")
        #expect(DelegateMethod(selector: "application:openURL:options:") == .openURL)
        #expect(DelegateMethod.suggestion(for: "didEnterBackgroud") == "didEnterBackground")
        #expect(Set(DelegateMethod.allCases.map(\.selector)).count == DelegateMethod.allCases.count)
    }
}
