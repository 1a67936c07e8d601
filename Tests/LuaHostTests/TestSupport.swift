import LuaHost

// Helpers shared by the LuaHost tests. Lua work runs on a LuaThread (a
// 64 MiB stack, one thread per state); what comes back to the test's own
// thread is plain data (strings, numbers, LuaError), never a LuaRef.

/// Collects what `print` writes.
final class OutputCollector {
    var bytes: [UInt8] = []
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Counts deinits of ``Tracked`` objects.
final class DeinitCounter {
    var count = 0
}

/// A Swift object whose deinit the tests can count.
final class Tracked {
    let counter: DeinitCounter
    var value: Int
    init(_ counter: DeinitCounter, value: Int = 0) {
        self.counter = counter
        self.value = value
    }
    deinit { counter.count += 1 }
}

/// A sandboxed state with `print` going to `output`.
func sandboxedState(
    limits: LuaState.Limits = .init(),
    output: OutputCollector? = nil,
    outputLimit: Int = 1 << 20,
    clock: @escaping () -> Double = { 0 },
    time: @escaping () -> Int64 = { 0 },
    seed: Int64 = 0,
    rewinds: Bool = false
) throws -> LuaState {
    let sandbox = LuaSandbox(
        output: { bytes in output?.bytes.append(contentsOf: bytes) },
        outputLimit: outputLimit, clock: clock, time: time, randomSeed: seed)
    return try LuaState(limits: limits, sandbox: sandbox, rewinds: rewinds)
}

extension LuaState {
    /// Loads `source` as the chunk `name` and runs it.
    @discardableResult
    func run(_ source: String, name: String = "@test.lua") throws -> [LuaValue] {
        let chunk = try load(LuaSource(text: source), name: name)
        return try call(.reference(chunk), arguments: [])
    }

    /// Runs `source` and returns its results as ``show(_:)`` strings.
    func shown(_ source: String, name: String = "@test.lua") throws -> [String] {
        try run(source, name: name).map(show)
    }
}

/// The LuaError `body` throws, or nil when it returns normally. Other
/// errors propagate.
func luaError(_ body: () throws -> Void) throws -> LuaError? {
    do {
        try body()
        return nil
    } catch let error as LuaError {
        return error
    }
}

/// A value as a short string that keeps integers (`1`) and floats (`1.0`)
/// apart: `nil`, `true`, `1`, `1.0`, `"text"`, `<table>`.
func show(_ value: LuaValue) -> String {
    switch value {
    case .nil: "nil"
    case .boolean(let b): "\(b)"
    case .integer(let i): "\(i)"
    case .number(let d): "\(d)"
    case .string(let s): "\"\(s.text)\""
    case .reference(let ref): "<\(ref.type.name)>"
    case .table: "<swift table>"
    case .function: "<swift function>"
    case .object: "<swift object>"
    case .lightUserdata: "<light userdata>"
    }
}

/// A LuaClass whose methods can name the class itself.
final class ClassHolder {
    weak var luaClass: LuaClass?
    var required: LuaClass {
        get throws {
            guard let luaClass else { throw LuaHostError.message("class released") }
            return luaClass
        }
    }
}
