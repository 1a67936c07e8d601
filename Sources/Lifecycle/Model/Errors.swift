/// Errors the engine throws to its caller (the scenario runner), never to app code.
///
///     do { try device.dismiss() } catch let e as EngineError { print(e) }
///     // "cannot dismiss: nothing is shown over the app"
public enum EngineError: Error, Equatable, CustomStringConvertible {
    /// A user or system action that makes no sense in the device's current situation.
    case invalidAction(action: String, reason: String)
    /// Events kept coming without reaching the requested point.
    case loopLimit(steps: Int, pending: Int, detail: String)
    /// `runUntilIdle` with a foreground app's repeating timer: it would never return.
    case neverIdle(app: String, interval: Double, origin: String?, ticks: Int)
    /// The caller asked the engine to stop between events (`Device.shouldStop`).
    case interrupted
    /// The trace reached ``TraceOptions/maxRecords`` or ``TraceOptions/maxBytes``.
    case traceLimit(records: Int, bytes: Int)
    /// An action or engine call made from inside app code, where it cannot be.
    case reentrantCall(String)
    /// App code was asked to run in an app whose code cannot run now.
    case appNotExecuting(app: String, state: AppState)
    /// A profile switch name that does not exist.
    case unknownSwitch(name: String, suggestion: String?)
    /// A value a profile switch does not accept.
    case badSwitchValue(name: String, value: String, expected: String)
    /// A number that is not a valid duration (negative, NaN, infinite).
    case badDuration(String, Double)
    /// Text that is not a URL; nothing was routed.
    case badURL(url: String, reason: String)
    /// A bad Info.plist declaration, naming the app and the key.
    case badDeclaration(app: String, key: String, reason: String)
    /// A received document of a type no installed app (or not the given app) declares.
    case undeclaredDocumentType(file: String, type: String, app: String?)
    /// A user or system action whose feature the profile's iOS does not have yet.
    case notAvailable(action: String, feature: String, since: Int, ios: Int)
    /// An iOS version the engine does not model.
    case unsupportedVersion(Int)

    public var description: String {
        switch self {
        case .invalidAction(let action, let reason):
            return "cannot \(action): \(reason)"
        case .loopLimit(let steps, let pending, let detail):
            return "loop limit: \(steps) events ran and \(pending) are still pending (\(detail))"
        case .neverIdle(let app, let interval, let origin, let ticks):
            let every = interval == interval.rounded() ? String(Int64(interval)) : String(interval)
            let started = origin.map { ", started at \($0)" } ?? ""
            return "run_until_idle() would never return: a repeating timer of \(app) (every \(every) s\(started)) "
                + "ticked \(ticks) times and keeps firing while \(app) is in the foreground; cancel it (timer:cancel()) "
                + "or let time pass with wait(seconds)"
        case .interrupted:
            return "interrupted"
        case .traceLimit(let records, let bytes):
            return "trace limit: \(records) records (\(bytes / 1024) KB of text) made; nothing more is recorded"
        case .reentrantCall(let what):
            return "\(what) cannot be called from inside app code (a callback, block or timer)"
        case .appNotExecuting(let app, let state):
            return "\(app) is \(state): its code cannot run now"
        case .unknownSwitch(let name, let suggestion):
            if let s = suggestion { return "unknown switch '\(name)', did you mean '\(s)'?" }
            return "unknown switch '\(name)'"
        case .badSwitchValue(let name, let value, let expected):
            return "bad value \(value) for switch '\(name)' (\(expected) expected)"
        case .badDuration(let what, let value):
            return "bad duration for \(what): \(value) (a finite number of seconds >= 0 expected)"
        case .badURL(let url, let reason):
            return "bad URL '\(url)': \(reason)"
        case .badDeclaration(let app, let key, let reason):
            return "\(app): bad Info.plist \(key): \(reason)"
        case .undeclaredDocumentType(let file, let type, let app):
            if let a = app {
                return "\(a) cannot receive '\(file)': its CFBundleDocumentTypes do not declare \(type) "
                    + "(declare it in app{}: document_types = { { name = \"Documents\", types = { \"\(type)\" } } })"
            }
            return "no installed app declares the document type \(type) of '\(file)' (CFBundleDocumentTypes)"
        case .notAvailable(let action, let feature, let since, let ios):
            return "cannot \(action): \(feature) appeared in iOS \(since) (this device runs iOS \(ios))"
        case .unsupportedVersion(let ios):
            return "iOS \(ios) is not modelled: choose a version from \(Profile.supportedVersions.lowerBound)"
                + " (iPhone OS 2) to \(Profile.supportedVersions.upperBound)"
        }
    }
}

/// An uncaught exception in app code, with where it happened when the thrower knows.
///
///     throw CallbackFailure(message: "attempt to index a nil value",
///                           location: "todo.lua:12", traceback: "stack traceback: …")
///
/// Any other `Error` thrown by app code is a crash too; its description is the message.
public struct CallbackFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: String?
    public var traceback: String?

    public init(message: String, location: String? = nil, traceback: String? = nil) {
        self.message = message
        self.location = location
        self.traceback = traceback
    }

    public var description: String {
        if let l = location { return "\(l): \(message)" }
        return message
    }
}

/// Thrown into app code when its process has been killed while it was blocked (a watchdog
/// or background-expiry kill decided inside `busy`). Not a crash: the engine records the
/// kill. App code should let it propagate; if it catches it, nothing it does counts.
public struct ProcessKilled: Error, Equatable, Sendable, CustomStringConvertible {
    public var app: String
    public var reason: TerminationReason
    public var description: String { "\(app) was killed (\(reason))" }
}
