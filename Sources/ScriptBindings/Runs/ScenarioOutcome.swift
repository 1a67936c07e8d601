import Lifecycle
import LuaHost

/// How one scenario ended, as data: text is made from it in one place (AppLifeCLI's
/// `OutcomeText`), never parsed back out of text.
///
///     switch result.outcome {
///     case .passed: ...
///     case .expectationFailed(let report, let location): ...   // exit 1
///     case .unexpectedCrash(let crash): ...                    // exit 1, an app crashed unexpectedly
///     case .scriptError(let error): ...                        // exit 2, error.kind says what broke
///     case .limitHit(let limit, _, _): ...                     // exit 2, "time limit", "memory limit", ...
///     }
public enum ScenarioOutcome: Sendable, Equatable {
    case passed
    /// An expectation did not hold: the aligned report, and the expectation's file:line.
    case expectationFailed(report: String, location: String?)
    /// An app crashed and the scenario did not expect it (`expect.crash`), as a crash fails an
    /// XCTest.
    case unexpectedCrash(CrashReport)
    /// The script itself is wrong (a Lua error in the scenario, a syntax error, misuse).
    case scriptError(ScriptError)
    /// A run limit stopped the script.
    case limitHit(RunLimit, message: String, location: String?)
}

/// A script error: what kind, the message (with the user's traceback frames), where.
public struct ScriptError: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// A Lua error raised while running (including misuse of the API).
        case runtime
        /// The file does not compile.
        case syntax
        /// Stopped from outside (Ctrl-C in the REPL).
        case interrupted
        /// Something the host could not do for the script (a file it could not read, …).
        case host
        /// The file declares no scenario and its main chunk does nothing: nothing was tested.
        case nothingToRun
    }

    public var kind: Kind
    /// The message, then the user's own traceback frames when there are any.
    public var message: String
    public var location: String?

    public init(kind: Kind, message: String, location: String? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
    }
}

/// A simulated crash: a Lua error in app code (an uncaught exception in the app).
public struct CrashReport: Sendable, Equatable {
    public var app: String
    public var time: VirtualTime
    public var message: String
    /// `file:line` where the app code raised it.
    public var location: String?

    public init(app: String, time: VirtualTime, message: String, location: String?) {
        self.app = app
        self.time = time
        self.message = message
        self.location = location
    }
}

/// The limits every script run has (README).
public enum RunLimit: String, Sendable, CaseIterable {
    case time, memory, instructions, output
}

extension ScenarioOutcome {
    /// The outcome of a run that ended with `error`, read from its kind.
    init(_ error: LuaError) {
        var text = error.message
        if let traceback = error.traceback { text += "\n" + ErrorText.userFrames(traceback) }
        let location = error.file.flatMap { file in error.line.map { "\(file):\($0)" } }
        switch error.kind {
        case .runtime: self = .scriptError(ScriptError(kind: .runtime, message: text, location: location))
        case .syntax: self = .scriptError(ScriptError(kind: .syntax, message: text, location: location))
        case .interrupted: self = .scriptError(ScriptError(kind: .interrupted, message: text, location: location))
        case .stopped: self = .scriptError(ScriptError(kind: .runtime, message: text, location: location))
        case .timeout: self = .limitHit(.time, message: text, location: location)
        case .memory: self = .limitHit(.memory, message: text, location: location)
        case .budget: self = .limitHit(.instructions, message: text, location: location)
        case .output: self = .limitHit(.output, message: text, location: location)
        }
    }

    /// Passed, failed (an expectation) or error (everything that stopped the script).
    public var status: ScenarioResult.Status {
        switch self {
        case .passed: return .passed
        case .expectationFailed, .unexpectedCrash: return .failed
        case .scriptError, .limitHit: return .error
        }
    }

    /// The expectation report, or the error message with the user's traceback frames.
    public var report: String? {
        switch self {
        case .passed: return nil
        case .expectationFailed(let report, _): return report
        case .unexpectedCrash(let crash):
            return "\(crash.app) crashed at \(crash.time.fixed3) s: \(crash.message)"
        case .scriptError(let error): return error.message
        case .limitHit(_, let message, _): return message
        }
    }

    /// `file:line` of the failed expectation or of the error.
    public var location: String? {
        switch self {
        case .passed: return nil
        case .expectationFailed(_, let location): return location
        case .unexpectedCrash(let crash): return crash.location
        case .scriptError(let error): return error.location
        case .limitHit(_, _, let location): return location
        }
    }

    /// Whether an app crashed and nobody expected it.
    public var isUnexpectedCrash: Bool {
        if case .unexpectedCrash = self { return true }
        return false
    }

    /// The limit that stopped the script, if one did.
    public var limit: RunLimit? {
        if case .limitHit(let limit, _, _) = self { return limit }
        return nil
    }
}
