import CLuaShim

/// Loading chunks and calling Lua from Swift.
extension LuaState {
    /// Compiles a text chunk (binary chunks are refused) into a function.
    /// `name` follows Lua's convention: `@path/as/given.lua` for files, so
    /// errors read `path/as/given.lua:12: message`; `=label` for other text.
    public func load(_ source: LuaSource, name: String) throws -> LuaRef {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 2) != 0 else { throw LuaError.stackExhausted }
        if source.compiled.name == name {
            let status = source.compiled.bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { applife_load_compiled(L, $0.baseAddress, $0.count, name) }
            }
            try check(status, L)
            return try reference(L, -1)
        }
        var bytes = source.bytes
        bytes.append(0)  // a valid pointer even for an empty chunk
        var lines: Int32 = 1
        let status = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                applife_load(L, $0.baseAddress!, $0.count - 1, name, &lines)
            }
        }
        guard status == LUA_OK else {
            var error = self.error(status: status, L)
            // The parser raised it without a position: the line it had reached.
            if error.file == nil, error.kind == .runtime || error.kind == .syntax, let label = Self.chunkLabel(name) {
                error = LuaError(
                    kind: .syntax, message: "\(label):\(lines): \(error.message)", file: label, line: Int(lines))
            }
            throw error.withSyntaxHints()
        }
        var dump: UnsafeMutablePointer<CChar>?
        var size = 0
        if applife_dump_function(L, &dump, &size) != 0, let dump {
            source.compiled.bytes = dump.withMemoryRebound(to: UInt8.self, capacity: size) {
                Array(UnsafeBufferPointer(start: $0, count: size))
            }
            source.compiled.name = name
            applife_free_dump(dump)
        }
        return try reference(L, -1)
    }

    /// How error messages name a chunk called `@file` or `=name` (Lua keeps the end of a
    /// long file name), or nil for a chunk named by its text.
    static func chunkLabel(_ name: String) -> String? {
        guard let first = name.utf8.first, first == UInt8(ascii: "@") || first == UInt8(ascii: "=") else { return nil }
        let label = Array(name.utf8.dropFirst())
        let room = Int(LUA_IDSIZE) - 1
        guard label.count > room else { return String(decoding: label, as: UTF8.self) }
        return first == UInt8(ascii: "@")
            ? "..." + String(decoding: label.suffix(room - 3), as: UTF8.self)
            : String(decoding: label.prefix(room), as: UTF8.self)
    }

    /// Compiles one of the host's own chunks (the sandbox prelude, the API's
    /// glue): the text is compiled once per process and later states load the
    /// compiled form, with the same chunk name and lines.
    ///
    ///     let glue = try state.loadHostChunk(Glue.source, name: "=[applife]")
    public func loadHostChunk(_ text: String, name: String) throws -> LuaRef {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 2) != 0 else { throw LuaError.stackExhausted }
        var bytes = Array(text.utf8)
        bytes.append(0)
        let status = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                applife_load_host_chunk(L, $0.baseAddress!, $0.count - 1, name)
            }
        }
        try check(status, L)
        return try reference(L, -1)
    }

    /// Calls `function` with `arguments` under `lua_pcall` and a traceback
    /// handler, on the thread running now.
    @discardableResult
    public func call(_ function: LuaValue, _ arguments: LuaValue...) throws -> [LuaValue] {
        try call(function, arguments: arguments)
    }

    /// `stringLimit`: string results are read as text cut to that many bytes (messages the
    /// host keeps), so a huge one is never copied whole.
    @discardableResult
    public func call(
        _ function: LuaValue, arguments: [LuaValue], results: Int32 = LUA_MULTRET, stringLimit: Int? = nil
    ) throws -> [LuaValue] {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, Int32(arguments.count) + 4) != 0 else { throw LuaError.stackExhausted }
        try push(function, L)
        try checkBudgets(calling: L)
        for argument in arguments { try push(argument, L) }
        let status = applife_call(L, Int32(arguments.count), results)
        if status != LUA_OK { throw error(status: status, L) }
        let count = lua_gettop(L) - top
        var values: [LuaValue] = []
        values.reserveCapacity(Int(count))
        for index in 0..<count {
            let at = top + 1 + index
            if let stringLimit, lua_type(L, at) == LUA_TSTRING {
                values.append(.string(LuaString(readText(L, at, limit: stringLimit))))
            } else {
                values.append(try read(L, at))
            }
        }
        return values
    }

    /// Calls a function with no arguments and ignores its results: the
    /// allocation-free path for callbacks.
    public func call(_ function: LuaRef) throws {
        let L = current
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 3) != 0 else { throw LuaError.stackExhausted }
        function.push(L)
        try checkBudgets(calling: L)
        let status = applife_call(L, 0, 0)
        if status != LUA_OK { throw error(status: status, L) }
    }

    /// Converts the error on top of `L` (left there by a failed call) into a
    /// ``LuaError``, and pops it.
    func error(status: Int32, _ L: OpaquePointer) -> LuaError {
        let context = self.context.pointee
        var traceback: String?
        if lua_checkstack(L, 2) != 0 {
            applife_push_last_traceback(L)
            if lua_type(L, -1) == LUA_TSTRING { traceback = readText(L, -1) }
            lua_settop(L, -2)
        }
        if let trip = tripDescription(context) {
            lua_settop(L, -2)
            return tripError(trip, traceback: traceback)
        }
        if status == LUA_ERRMEM {
            lua_settop(L, -2)
            // Below the state's own limit, the system said no: the process's cap, not the script.
            let refused = self.context.pointee.host_refused != 0
            self.context.pointee.host_refused = 0
            return LuaError(
                kind: .memory, message: refused ? ProcessMemory.refusalText : "not enough memory", traceback: traceback)
        }
        var message = "(error object is not a string)"
        if applife_describe_error(L) == LUA_OK, lua_type(L, -1) == LUA_TSTRING {
            message = readText(L, -1)
        }
        lua_settop(L, -2)
        // Describing ran the value's __tostring under the hook: a budget
        // may have tripped there (a looping __tostring), and that is the news.
        if let trip = tripDescription(self.context.pointee) { return tripError(trip, traceback: traceback) }
        // A position inside the host's own chunks means nothing to the
        // script's author: the script's own line replaces it.
        if let location = LuaError.location(in: message), location.file == "[sandbox]" || location.file == "[applife]" {
            message = String(message.utf8.dropFirst("\(location.file):\(location.line): ".utf8.count)) ?? message
        }
        var error = LuaError(kind: status == LUA_ERRSYNTAX ? .syntax : .runtime, message: message, traceback: traceback)
        if let location = LuaError.location(in: message) {
            error.file = location.file
            error.line = location.line
        } else if status != LUA_ERRSYNTAX, context.error_line > 0 {
            // Raised without a position (by a C function, `error(x, 0)`, a
            // non-string value): the innermost line of the script's own code.
            let file = withUnsafeBytes(of: context.error_source) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            error.file = file
            error.line = Int(context.error_line)
            error.message = "\(file):\(context.error_line): \(message)"
        }
        return error
    }

    /// Throws the error of a tripped budget. A due deadline or a requested
    /// interrupt trips now; when nothing is pending this is one load, so
    /// loops the host drives (the scenario runner's strands, the engine's
    /// callbacks) call it every round. Every call into Lua checks it first.
    ///
    /// `before`: the coroutine about to be resumed; when no Lua line has
    /// been seen yet, the error names where that coroutine stands.
    public func checkBudgets(before coroutine: LuaCoroutine? = nil) throws {
        guard applife_pending(context) != 0, applife_take_trip(context) != Int32(APPLIFE_TRIP_NONE.rawValue)
        else { return }
        if context.pointee.last_line <= 0, let coroutine { _ = applife_note_thread_position(coroutine.co) }
        guard let trip = tripDescription(context.pointee) else { return }
        throw tripError(trip, traceback: nil)
    }

    /// ``checkBudgets(before:)`` with the function about to be called on top of `L`: a limit
    /// that tripped while no Lua line was seen (host work between the calls of a 1 ns timer
    /// or of many observers) names that function.
    @inline(__always)
    private func checkBudgets(calling L: OpaquePointer) throws {
        guard applife_pending(context) != 0 else { return }
        if context.pointee.last_line <= 0 { _ = applife_note_function_position(L) }
        try checkBudgets()
    }

    /// The error of the budget that has tripped, if one has.
    func pendingTripError() -> LuaError? {
        tripDescription(context.pointee).map { tripError($0, traceback: nil) }
    }

    private func tripError(_ trip: (kind: LuaError.Kind, message: String), traceback: String?) -> LuaError {
        var error = LuaError(kind: trip.kind, message: trip.message, traceback: traceback)
        if let position = lastPosition {
            error.file = position.file
            error.line = position.line
        }
        return error
    }

    /// The kind and located message of a tripped budget, if one has tripped.
    func tripDescription(_ context: applife_context) -> (kind: LuaError.Kind, message: String)? {
        // Noticed in host code before any Lua line was seen: the script's line that called it.
        if context.trip != Int32(APPLIFE_TRIP_NONE.rawValue), self.context.pointee.last_line <= 0, handle.isOpen {
            _ = applife_note_position(current)
        }
        let kind: LuaError.Kind
        let text: String
        switch UInt32(context.trip) {
        case APPLIFE_TRIP_INSTRUCTIONS.rawValue:
            kind = .budget
            text = "instruction budget of \(context.instr_limit) exhausted"
        case APPLIFE_TRIP_TIME.rawValue:
            kind = .timeout
            text = "time limit of \(formatLuaNumber(context.time_limit).replacingSuffix(".0")) s exceeded"
        case APPLIFE_TRIP_MEMORY.rawValue:
            kind = .memory
            text = "memory limit of \(describeBytes(context.mem_limit)) exceeded"
        case APPLIFE_TRIP_OUTPUT.rawValue:
            kind = .output
            text = "output limit of \(describeBytes(sandbox?.outputLimit ?? 0)) exceeded"
        case APPLIFE_TRIP_INTERRUPT.rawValue:
            kind = .interrupted
            text = "interrupted"
        case APPLIFE_TRIP_STOP.rawValue:
            kind = .stopped
            text = withUnsafeBytes(of: context.stop_message) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
        default:
            return nil
        }
        guard let position = lastPosition else { return (kind, text) }
        return (kind, "\(position.file):\(position.line): \(text)")
    }
}

extension LuaState {
    /// The string at `index` as text, cut to `limit` (only the head and tail are read).
    func readText(_ L: OpaquePointer, _ index: Int32, limit: Int = TextCut.limit) -> String {
        var length = 0
        guard let pointer = lua_tolstring(L, index, &length) else { return "" }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            TextCut.text(UnsafeBufferPointer(start: $0, count: length), limit: limit)
        }
    }
}

func describeBytes(_ count: Int) -> String {
    if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MB" }
    if count >= 1 << 10, count % (1 << 10) == 0 { return "\(count >> 10) KB" }
    return "\(count) bytes"
}

extension String {
    func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}

/// Script text prepared the way lua.c loads files: a UTF-8 byte-order mark is
/// skipped, and a first line starting with `#` (a `#!` line) is blanked,
/// keeping its newline so line numbers stay right.
public struct LuaSource {
    public let bytes: [UInt8]
    /// The compiled form, made by the first state that loads the text and used by the next
    /// ones (every scenario of a file runs in a fresh state): the text is parsed once.
    /// Copies share it; use it from one thread at a time.
    let compiled = CompiledForm()

    final class CompiledForm {
        var name: String?
        var bytes: [UInt8] = []
    }

    public init(bytes: [UInt8]) {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if bytes.first == UInt8(ascii: "#") {
            let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            bytes.removeSubrange(0..<end)
        }
        self.bytes = bytes
    }

    public init(text: String) { self.init(bytes: Array(text.utf8)) }
}
