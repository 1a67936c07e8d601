import Testing

@testable import Lifecycle

/// `Device.backgroundTasks(of:)`: each task the trace saw, from begin to its end, expiry or
/// the death of its process.
@Suite struct BackgroundTaskSpanTests {
    @Test func aTaskEndedAfterItsWorkSpansIt() throws {
        let w = World()
        w.todoLog.hooks[.didEnterBackground] = { app in
            let id = app.beginBackgroundTask(name: "save")
            try app.after(10) { app.endBackgroundTask(id) }
        }
        try w.device.tap(w.todo)
        try w.device.advance(by: 1)
        try w.device.home()
        try w.device.advance(by: 12)
        let spans = w.device.backgroundTasks(of: w.todo)
        #expect(spans.count == 1)
        #expect(spans.first?.name == "save")
        #expect(spans.first?.began == .seconds(1))
        #expect(spans.first?.ended == .seconds(11))
        #expect(spans.first?.expired == nil && spans.first?.killed == nil)
        #expect(spans.first?.process == 1)
    }

    @Test func anExpiredTaskEndedByItsHandlerAndAKilledOne() throws {
        let w = World()
        w.todoLog.hooks[.didEnterBackground] = { app in
            var id = BackgroundTaskID.invalid
            id = app.beginBackgroundTask(name: "ended") { app.endBackgroundTask(id) }
            _ = app.beginBackgroundTask(name: "leaked")
        }
        try w.device.tap(w.todo)
        try w.device.home()
        try w.device.advance(by: 40)
        let spans = w.device.backgroundTasks(of: w.todo)
        #expect(spans.map(\.name) == ["ended", "leaked"])
        #expect(spans[0].expired == .seconds(25) && spans[0].ended == .seconds(25) && spans[0].killed == nil)
        #expect(spans[1].expired == .seconds(25) && spans[1].ended == nil && spans[1].killed == .seconds(30))
    }

    /// Records pair by id, in the app's own records only; a second process counts as 2; an
    /// end of a task already ended or killed changes nothing.
    @Test func spansFromRecords() {
        func record(
            _ kind: TraceKind, _ app: String, _ t: Double, name: String? = nil, id: Int? = nil, from: String? = nil
        )
            -> TraceRecord
        {
            TraceRecord(time: .seconds(t), app: app, kind: kind, name: name, from: from, id: id)
        }
        let records = [
            record(.transition, "A", 0, from: "notRunning"),
            record(.task, "A", 1, name: "begin", id: 1),
            record(.task, "B", 1, name: "begin", id: 2),
            record(.termination, "A", 2),
            record(.task, "A", 3, name: "end", id: 1),
            record(.transition, "A", 4, from: "notRunning"),
            record(.task, "A", 5, name: "begin", id: 3),
            record(.task, "A", 6, name: "end", id: 3),
            record(.task, "A", 7, name: "end", id: 3),
            record(.task, "A", 8, name: "end", id: 99),
        ]
        let spans = BackgroundTaskSpan.spans(of: "A", in: records)
        #expect(spans.map(\.id) == [1, 3])
        #expect(spans[0].killed == .seconds(2) && spans[0].ended == nil && spans[0].process == 1)
        #expect(spans[1].ended == .seconds(6) && spans[1].process == 2)
        #expect(BackgroundTaskSpan.spans(of: "C", in: records).isEmpty)
    }
}
