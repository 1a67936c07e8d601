import Lifecycle
import LuaHost

/// When a run must stop rather than go on: a misuse of the applife API inside app code (a
/// script error, never a simulated crash) or a budget that tripped there. Records made after
/// the stop are not shown.
///
///     session.stop(error)          // fatal: no more app code runs; the scenario ends in error
///     session.keptRecords          // the trace up to the stop
extension ScriptSession {
    /// A host function raised `message`. Inside app code that is a misuse of applife (wait,
    /// user.*, expect.* in a callback, an unknown permission, a bad argument), unless iOS
    /// itself would crash there (an unbalanced dispatch group leave, a selector this iOS
    /// lacks, an exception UIKit raises), the app was killed while blocked, or a Lua error
    /// passed through.
    func noteHostError(_ error: any Error, _ message: String) {
        guard run.currentApp != nil, run.stop.misuse == nil, run.stop.fatal == nil else { return }
        if error is CallbackFailure || error is UnrecognizedSelector || error is AppException || error is ProcessKilled
            || error is LuaError
        {
            return
        }
        run.stop.misuse = LuaError.at(state.currentLocation(), .runtime, message)
        if run.stop.seq == nil { run.stop.seq = device.mark() }
    }

    /// The pending misuse, with the traceback of `raised` when that is the same error.
    func takeMisuse(raised: LuaError?) -> LuaError? {
        guard var pending = run.stop.misuse else { return nil }
        run.stop.misuse = nil
        if let raised, raised.message == pending.message { pending.traceback = raised.traceback }
        return pending
    }

    /// Ends the run with `error`: no more app code runs, and later records are not shown.
    func stop(_ error: LuaError) {
        if run.stop.seq == nil { run.stop.seq = device.mark() }
        if run.stop.fatal == nil { run.stop.fatal = error }
    }

    /// The device's records up to the stop, if the run stopped.
    var keptRecords: TraceLog {
        guard hidesRecordsAfterStop, let stopSeq = run.stop.seq else { return device.records }
        return device.records.prefix(seqBelow: stopSeq)
    }

    /// Each new record, passed on until the run stops (the device itself counts records and
    /// their text toward the output limit, `TraceOptions`).
    func forward(_ record: TraceRecord) {
        if hidesRecordsAfterStop, let stopSeq = run.stop.seq, record.seq >= stopSeq { return }
        onRecord?(record)
    }

    // MARK: Crashes a scenario did not expect

    /// The first crash of the run that no `expect.crash` or `expect.terminated(app, "crash")`
    /// accounted for.
    func unexpectedCrash() -> CrashReport? {
        for record in keptRecords where record.kind == .crash {
            let app = record.app ?? ""
            if let expected = run.expectedCrashes[app], record.seq < expected { continue }
            return CrashReport(app: app, time: record.time, message: record.message ?? "", location: record.at)
        }
        return nil
    }

    /// Marks every crash of `app` so far as expected.
    func acknowledgeCrashes(of app: String) {
        run.expectedCrashes[app] = device.mark()
    }

    /// Crash records of `app` not yet expected, oldest first.
    func pendingCrashes(of app: String) -> [TraceRecord] {
        let expected = run.expectedCrashes[app] ?? 0
        return keptRecords.filter { $0.kind == .crash && $0.app == app && $0.seq >= expected }
    }
}

extension LuaError {
    /// An error of `kind` at `file:line` (nil: nowhere in particular).
    ///
    ///     LuaError.at("x.lua:3", .runtime, "boom").message   // "x.lua:3: boom"
    static func at(_ location: String?, _ kind: Kind, _ text: String) -> LuaError {
        guard let location, let colon = location.lastIndex(of: ":"),
            let line = Int(location[location.index(after: colon)...])
        else {
            return LuaError(kind: kind, message: location.map { "\($0): \(text)" } ?? text)
        }
        return LuaError(kind: kind, message: "\(location): \(text)", file: String(location[..<colon]), line: line)
    }
}
