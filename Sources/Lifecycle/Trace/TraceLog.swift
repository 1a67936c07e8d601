import MessageCatalog

/// The records a device keeps, stored compactly so that a long trace stays small in memory:
/// each record is a few bytes in one buffer (varints), and the strings that repeat (app and
/// scene names, selectors, states, reasons, `file:line` locations, field keys) are stored once
/// and referred to by number. Messages and string field values, which are often unique, are
/// stored inline. Reading a record decodes it back into a ``TraceRecord``.
///
///     var log = TraceLog()
///     log.append(TraceRecord(seq: 1, app: "Todo", kind: .log, message: "hi"))
///     log[0].message                  // "hi"
///     log.firstIndex(seqAtLeast: 1)   // 0
///
/// A million one-line log records take about 30 MB here, against about 270 MB as an array
/// of ``TraceRecord`` (each a dozen optional strings wide, its location string allocated anew).
public struct TraceLog: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Equatable {
    private var bytes: [UInt8] = []
    /// Where each record starts in `bytes`.
    private var starts: [Int] = []
    private var strings = StringTable()

    public init() {}

    public init(_ records: some Sequence<TraceRecord>) {
        for record in records { append(record) }
    }

    public init(arrayLiteral records: TraceRecord...) { self.init(records) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { starts.count }

    public subscript(position: Int) -> TraceRecord {
        var reader = Reader(bytes: bytes, offset: starts[position], strings: strings)
        return reader.record()
    }

    public mutating func append(_ record: TraceRecord) {
        starts.append(bytes.count)
        var present: UInt16 = 0
        if record.app != nil { present |= 1 << 0 }
        if record.scene != nil { present |= 1 << 1 }
        if record.name != nil { present |= 1 << 2 }
        if record.state != nil { present |= 1 << 3 }
        if record.from != nil { present |= 1 << 4 }
        if record.to != nil { present |= 1 << 5 }
        if record.reason != nil { present |= 1 << 6 }
        if record.at != nil { present |= 1 << 7 }
        if record.id != nil { present |= Presence.id }
        if record.message != nil { present |= Presence.message }
        if !record.fields.isEmpty { present |= Presence.fields }
        if record.sentence != nil { present |= Presence.sentence }
        bytes.append(record.kind.code)
        bytes.append(UInt8(truncatingIfNeeded: present))
        bytes.append(UInt8(truncatingIfNeeded: present >> 8))
        writeSigned(Int64(record.seq))
        writeSigned(record.time.nanoseconds)
        writeInterned(record.app)
        writeInterned(record.scene)
        writeInterned(record.name)
        writeInterned(record.state)
        writeInterned(record.from)
        writeInterned(record.to)
        writeInterned(record.reason)
        writeInterned(record.at)
        if let id = record.id { writeSigned(Int64(id)) }
        if let message = record.message { writeInline(message) }
        if let sentence = record.sentence {
            writeUnsigned(UInt64(SentenceKey.code(of: sentence.key)))
            writeUnsigned(UInt64(sentence.arguments.count))
            for argument in sentence.arguments { writeInline(argument) }
        }
        guard !record.fields.isEmpty else { return }
        writeUnsigned(UInt64(record.fields.count))
        for field in record.fields {
            writeUnsigned(UInt64(strings.id(of: field.key)))
            switch field.value {
            case .string(let s):
                bytes.append(0)
                writeInline(s)
            case .int(let i):
                bytes.append(1)
                writeSigned(Int64(i))
            case .bool(let b):
                bytes.append(b ? 3 : 2)
            case .seconds(let t):
                bytes.append(4)
                writeSigned(t.nanoseconds)
            }
        }
    }

    /// Drops every record and the strings they used (a REPL session that clears its records
    /// after each input keeps no string of an earlier one).
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        strings = StringTable()
    }

    /// The records with `seq` below `seq` (those of a run up to where it stopped).
    public func prefix(seqBelow seq: Int) -> TraceLog {
        let end = firstIndex(seqAtLeast: seq)
        guard end < starts.count else { return self }
        var kept = self
        kept.bytes.removeSubrange(starts[end]...)
        kept.starts.removeSubrange(end...)
        return kept
    }

    /// The index of the first record whose `seq` is at least `seq` (`endIndex` if none):
    /// sequence numbers only grow, so this is a binary search.
    public func firstIndex(seqAtLeast seq: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if self.seq(at: middle) < seq { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The kind of the record at `position`, without decoding the rest of it.
    public func kind(at position: Int) -> TraceKind { TraceKind.decoded(bytes[starts[position]]) }

    /// The size of the encoded records, without the string table (tests read it).
    var storedBytes: Int { bytes.count }
    /// How many distinct strings the records refer to (tests read it).
    var storedStrings: Int { strings.values.count }

    private func seq(at position: Int) -> Int {
        var reader = Reader(bytes: bytes, offset: starts[position] + 3, strings: strings)
        return Int(reader.signed())
    }

    public static func == (a: TraceLog, b: TraceLog) -> Bool { a.elementsEqual(b) }

    // MARK: Encoding

    private mutating func writeUnsigned(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    /// Zigzag: small magnitudes of either sign take few bytes.
    private mutating func writeSigned(_ value: Int64) {
        writeUnsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    private mutating func writeInterned(_ text: String?) {
        if let text { writeUnsigned(UInt64(strings.id(of: text))) }
    }

    private mutating func writeInline(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            writeUnsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }
}

/// Which optional parts a record has: bits 0-7 are the interned strings, in the order
/// app, scene, name, state, from, to, reason, at.
private enum Presence {
    static let id: UInt16 = 1 << 8
    static let message: UInt16 = 1 << 9
    static let fields: UInt16 = 1 << 10
    static let sentence: UInt16 = 1 << 11
}

extension SentenceKey {
    /// The key's number in the log (its place among every key).
    static func code(of key: SentenceKey) -> Int { codes[key] ?? 0 }
    private static let codes: [SentenceKey: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}

/// Strings stored once, by number.
private struct StringTable: Sendable {
    var values: [String] = []
    var ids: [String: Int] = [:]
    /// Numbers of strings interned lately, in slots chosen by length and first and last
    /// byte: records repeat a few strings (app names, methods, states), and a hit here spares
    /// hashing one.
    private var recent = [Int](repeating: -1, count: 64)

    mutating func id(of value: String) -> Int {
        let slot = Self.slot(of: value)
        let known = recent[slot]
        if known >= 0, values[known] == value { return known }
        let id: Int
        if let found = ids[value] {
            id = found
        } else {
            id = values.count
            values.append(value)
            ids[value] = id
        }
        recent[slot] = id
        return id
    }

    private static func slot(of value: String) -> Int {
        value.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return 0 }
            return (bytes.count &* 31 &+ Int(first) &* 7 &+ Int(last)) & 63
        } ?? (value.utf8.count & 63)
    }
}

private struct Reader {
    let bytes: [UInt8]
    var offset: Int
    let strings: StringTable

    mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func unsigned() -> UInt64 {
        var value: UInt64 = 0, shift: UInt64 = 0
        while true {
            let b = byte()
            value |= UInt64(b & 0x7f) << shift
            if b < 0x80 { return value }
            shift += 7
        }
    }

    mutating func signed() -> Int64 {
        let v = unsigned()
        return Int64(bitPattern: v >> 1) ^ -Int64(bitPattern: v & 1)
    }

    mutating func interned() -> String { strings.values[Int(unsigned())] }

    mutating func inline() -> String {
        let count = Int(unsigned())
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    mutating func record() -> TraceRecord {
        let kind = TraceKind.decoded(byte())
        let present = UInt16(byte()) | UInt16(byte()) << 8
        var record = TraceRecord(seq: Int(signed()), time: VirtualTime(nanoseconds: signed()), kind: kind)
        func has(_ bit: Int) -> Bool { present & (1 << bit) != 0 }
        if has(0) { record.app = interned() }
        if has(1) { record.scene = interned() }
        if has(2) { record.name = interned() }
        if has(3) { record.state = interned() }
        if has(4) { record.from = interned() }
        if has(5) { record.to = interned() }
        if has(6) { record.reason = interned() }
        if has(7) { record.at = interned() }
        if present & Presence.id != 0 { record.id = Int(signed()) }
        if present & Presence.message != 0 { record.message = inline() }
        if present & Presence.sentence != 0 {
            let key = SentenceKey.allCases[Int(unsigned())]
            let count = Int(unsigned())
            var arguments: [String] = []
            for _ in 0..<count { arguments.append(inline()) }
            record.sentence = Sentence(key, arguments: arguments)
        }
        if present & Presence.fields != 0 {
            let count = Int(unsigned())
            record.fields.reserveCapacity(count)
            for _ in 0..<count {
                let key = interned()
                switch byte() {
                case 0: record.fields.append(TraceField(key, .string(inline())))
                case 1: record.fields.append(TraceField(key, .int(Int(signed()))))
                case 2: record.fields.append(TraceField(key, .bool(false)))
                case 3: record.fields.append(TraceField(key, .bool(true)))
                default: record.fields.append(TraceField(key, .seconds(VirtualTime(nanoseconds: signed()))))
                }
            }
        }
        return record
    }
}

extension TraceKind {
    private static let byCode = allCases

    /// The kind's number in a ``TraceLog``: its position in `allCases`.
    var code: UInt8 {
        switch self {
        case .action: 0
        case .transition: 1
        case .callback: 2
        case .notification: 3
        case .task: 4
        case .badge: 5
        case .url: 6
        case .log: 7
        case .warning: 8
        case .crash: 9
        case .termination: 10
        case .expect: 11
        }
    }

    static func decoded(_ code: UInt8) -> TraceKind { byCode[Int(code)] }
}
