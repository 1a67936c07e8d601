import Testing

@testable import Lifecycle

@Suite struct TraceLogTests {
    /// Records using every part a record can have, at the edges of their ranges.
    static let samples: [TraceRecord] = [
        TraceRecord(seq: 1, time: .zero, kind: .action),
        TraceRecord(
            seq: 2, time: VirtualTime(nanoseconds: 1_500_000_000), app: "Todo", scene: "Todo#1", kind: .transition,
            name: "sceneWillEnterForeground:", state: "inactive", from: "background", to: "inactive", id: -7,
            reason: "crash", message: "héllo\n\u{0}\u{1F600}", at: "todo.lua:12",
            fields: [
                TraceField("text", .string("")), TraceField("n", .int(Int.min)), TraceField("big", .int(Int.max)),
                TraceField("yes", .bool(true)), TraceField("no", .bool(false)),
                TraceField("after", .seconds(VirtualTime(nanoseconds: -1))),
            ]),
        TraceRecord(seq: 3, time: VirtualTime(nanoseconds: Int64.max), app: "Todo", kind: .log, message: ""),
        TraceRecord(seq: 1_000_000, time: VirtualTime(nanoseconds: Int64.min), kind: .expect, id: Int.max),
    ]

    @Test func everyRecordReadsBackAsItWasAppended() {
        let log = TraceLog(Self.samples)
        #expect(log.count == Self.samples.count)
        #expect(Array(log) == Self.samples)
        for (index, record) in Self.samples.enumerated() { #expect(log.kind(at: index) == record.kind) }
    }

    @Test func everyKindKeepsItsIdentity() {
        let log = TraceLog(TraceKind.allCases.enumerated().map { TraceRecord(seq: $0.offset, kind: $0.element) })
        #expect(log.map(\.kind) == TraceKind.allCases)
    }

    /// A message of a mebibyte (far past what the device lets through) and every kind of
    /// character read back whole, and the record after it is not disturbed.
    @Test func aHugeMessageReadsBackWhole() {
        let huge = String(repeating: "é\u{0}\u{1F600}x", count: 1 << 18)
        let log = TraceLog([
            TraceRecord(
                seq: 1, app: "A", kind: .log, message: huge,
                fields: [TraceField("text", .string(huge))]),
            TraceRecord(seq: 2, app: "A", kind: .log, message: "after"),
        ])
        #expect(log[0].message == huge)
        #expect(log[0].field("text") == .string(huge))
        #expect(log[1].message == "after" && log[1].seq == 2)
    }

    @Test func repeatedStringsAreStoredOnce() {
        var log = TraceLog()
        let record = TraceRecord(
            seq: 1, app: "A fairly long application name", kind: .log, at: "some/long/path/file.lua:100")
        log.append(record)
        let one = log.storedBytes
        for seq in 2...1000 { log.append(TraceRecord(seq: seq, app: record.app, kind: .log, at: record.at)) }
        // Each later record is its kind, presence bits, seq, time and two string numbers.
        #expect(log.storedBytes - one < 999 * 12)
        #expect(log[999].app == record.app && log[999].at == record.at && log[999].seq == 1000)
    }

    /// Strings of one length with the same first and last byte share a slot of the table's
    /// cache of recent strings: each still reads back as itself, and is stored once.
    @Test func stringsThatShareACacheSlotKeepTheirOwnNumbers() {
        let names = ["Notes", "Nxtes", "Nites", "Notes", "Nxtes", "N\u{E9}tes", "Notes"]
        var log = TraceLog()
        for (seq, name) in names.enumerated() { log.append(TraceRecord(seq: seq, app: name, kind: .log)) }
        #expect(log.map(\.app) == names)
        #expect(log.storedStrings == 4)
    }

    /// Messages are stored inline, so a million different ones add no string to the table.
    @Test func uniqueMessagesAreNotInterned() {
        var log = TraceLog()
        for seq in 1...10_000 { log.append(TraceRecord(seq: seq, app: "A", kind: .log, message: "tick \(seq)")) }
        #expect(log.storedStrings == 1)
        #expect(log[9_999].message == "tick 10000")
    }

    @Test func seqSearchAndPrefixFollowSequenceNumbers() {
        let log = TraceLog([5, 6, 9, 12].map { TraceRecord(seq: $0, kind: .log) })
        #expect(log.firstIndex(seqAtLeast: 0) == 0)
        #expect(log.firstIndex(seqAtLeast: 6) == 1)
        #expect(log.firstIndex(seqAtLeast: 7) == 2)
        #expect(log.firstIndex(seqAtLeast: 13) == 4)
        #expect(log.prefix(seqBelow: 9).map(\.seq) == [5, 6])
        #expect(log.prefix(seqBelow: 100).map(\.seq) == [5, 6, 9, 12])
        #expect(log.prefix(seqBelow: 0).isEmpty)
        #expect(TraceLog().firstIndex(seqAtLeast: 3) == 0)
    }

    @Test func removeAllEmptiesAndTheLogStaysUsable() {
        var log = TraceLog(Self.samples)
        log.removeAll()
        #expect(log.isEmpty)
        #expect(log.storedStrings == 0, "no string of the dropped records is kept")
        log.append(Self.samples[1])
        #expect(Array(log) == [Self.samples[1]])
    }

    @Test func aDeviceQueryReadsOnlyRecordsSinceItsMark() throws {
        let w = World(profile: Profile(ios: 17))
        let device = w.device
        try device.tap(w.todo)
        let mark = device.mark()
        try device.home()
        #expect(device.callbacks(of: w.todo, since: mark) == [.willResignActive, .didEnterBackground])
        #expect(device.records(since: mark).allSatisfy { $0.seq >= mark })
        #expect(device.records(since: mark).count < device.records.count)
    }
}
