import CLuaShim

/// What a sandboxed script may reach of the outside world, by allow-list.
///
/// Scripts get base (without `dofile`, `loadfile`, `require`), `coroutine`,
/// `table`, `string` (without `string.dump`; its metatable locked), `math`
/// (seeded by the host), `utf8` and a virtual `os` (`time`, `clock`, `date`,
/// `difftime` from the host's clock). `load` accepts text only; `print` goes
/// to ``output`` with a byte cap; `pcall` cannot swallow a tripped budget;
/// `xpcall` runs its handler after unwinding; `setmetatable` refuses `__gc`;
/// `collectgarbage` allows `count`, `collect`, `step` and `isrunning`.
/// `io`, `debug`, `package`, `os.execute` and the like raise a clear
/// "not available in the sandbox" error instead of being silently nil.
///
///     var sandbox = LuaSandbox(output: { bytes in out.append(contentsOf: bytes) })
///     sandbox.randomSeed = 42
public struct LuaSandbox {
    /// Receives everything `print` writes.
    public var output: ([UInt8]) -> Void
    /// Bytes `print` may write in all before the script is stopped.
    public var outputLimit: Int
    /// `os.clock()`: seconds of (virtual) processor time.
    public var clock: () -> Double
    /// `os.time()`: seconds since the epoch (virtual).
    public var time: () -> Int64
    /// The seed of `math.random`, also used by `math.randomseed()` without arguments.
    public var randomSeed: Int64

    public init(
        output: @escaping ([UInt8]) -> Void = { _ in },
        outputLimit: Int = 1 << 20,
        clock: @escaping () -> Double = { 0 },
        time: @escaping () -> Int64 = { 0 },
        randomSeed: Int64 = 0
    ) {
        self.output = output
        self.outputLimit = outputLimit
        self.clock = clock
        self.time = time
        self.randomSeed = randomSeed
    }
}

extension LuaState {
    func installSandbox(_ sandbox: LuaSandbox) throws {
        try check(applife_open_sandbox(L), L)
        let toolkit = try read(L, -1)
        lua_settop(L, -2)
        let host: LuaValue = .table(
            LuaTable(fields: [
                (
                    "write",
                    .function(
                        LuaFunction("print") { [unowned self] call in
                            try self.write(call)
                            return .none
                        })
                ),
                ("clock", .function(LuaFunction("clock") { call in call.returning(number: sandbox.clock()) })),
                ("time", .function(LuaFunction("time") { call in call.returning(integer: sandbox.time()) })),
                ("seed", .integer(sandbox.randomSeed)),
            ]))
        let prelude = try loadHostChunk(SandboxPrelude.source, name: "=[sandbox]")
        try call(.reference(prelude), toolkit, host)
    }

    /// `print`'s sink: counts bytes against the cap, and trips the output
    /// budget (sticky, like the others) when the cap is passed. Reads no
    /// more of the string than the room left.
    private func write(_ call: LuaCall) throws {
        guard let sandbox else { return }
        let room = max(0, sandbox.outputLimit - outputUsed)
        let (bytes, total) = try call.bytes(1, limit: room)
        if total <= room {
            outputUsed += total
            sandbox.output(bytes)
            return
        }
        if !bytes.isEmpty { sandbox.output(bytes) }
        try chargeOutput(total)
    }

    /// Counts `count` bytes of output against the cap; past it, trips the
    /// output budget and throws.
    func chargeOutput(_ count: Int) throws {
        guard let sandbox else { return }
        if count <= sandbox.outputLimit - outputUsed {
            outputUsed += count
            return
        }
        outputUsed = sandbox.outputLimit
        tripOutput()
        throw LuaHostError.message("output limit of \(describeBytes(sandbox.outputLimit)) exceeded")
    }

    /// Ends the script with `message` (a failed expectation) as a budget ends it: sticky, so
    /// neither `pcall`, `xpcall` nor a coroutine can catch it and the script goes no further;
    /// ``resetBudgets()`` clears it (the REPL's next input). Returns the error to throw, at
    /// the script's line; a budget that tripped first wins.
    ///
    ///     throw state.stopScript("expect.state failed")
    public func stopScript(_ message: String) -> LuaError {
        _ = applife_stop_script(current, message)
        return pendingTripError() ?? LuaError(kind: .stopped, message: message)
    }

    /// Trips the output budget for output the host makes on the script's
    /// behalf (its trace is full): sticky like every trip. Returns the
    /// error to throw, located at the script's line.
    ///
    ///     if device.traceLimitReached { throw state.tripOutputLimit() }
    public func tripOutputLimit() -> LuaError {
        tripOutput()
        outputUsed = sandbox?.outputLimit ?? outputUsed
        return pendingTripError() ?? LuaError(kind: .output, message: "output limit exceeded")
    }

    /// Trips the output budget unless another budget tripped first, at the line that printed
    /// (not the prelude's `print`).
    private func tripOutput() { _ = applife_trip(current, Int32(APPLIFE_TRIP_OUTPUT.rawValue)) }
}
