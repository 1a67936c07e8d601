import MessageCatalog

/// Errors the engine throws to its caller (the scenario runner), never to app code. Each
/// is worded in a ``Language`` only when it is written out (``text(_:)``); `description` is
/// the English.
///
///     do { try device.dismiss() } catch let e as EngineError { print(e.text(.zh)) }
///     // "不能执行 dismiss：应用上面什么也没有显示"
public enum EngineError: Error, Equatable, CustomStringConvertible {
    /// A user or system action that makes no sense in the device's current situation. The
    /// action (`tap Notes`) is written as a script writes it; the reason is a sentence.
    case invalidAction(action: String, reason: Sentence)
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
    /// A value a profile switch does not accept; `expected` is the values it takes.
    case badSwitchValue(name: String, value: String, expected: Sentence)
    /// A number that is not a valid duration (negative, NaN, infinite).
    case badDuration(String, Double)
    /// Text that is not a URL; nothing was routed.
    case badURL(url: String, reason: Sentence)
    /// A bad Info.plist declaration, naming the app and the key.
    case badDeclaration(app: String, key: String, reason: Sentence)
    /// A received document of a type no installed app (or not the given app) declares.
    case undeclaredDocumentType(file: String, type: String, app: String?)
    /// A user or system action whose feature the profile's iOS does not have yet.
    case notAvailable(action: String, feature: String, since: Int, ios: Int)
    /// An iOS version the engine does not model.
    case unsupportedVersion(Int)

    /// The English text (every English golden holds it).
    public var description: String { text(.en) }

    /// The error in `language`. Names (apps, switches, selectors, actions as a script
    /// writes them) stay as they are.
    public func text(_ language: Language) -> String {
        sentence.text(language)
    }

    private var sentence: LazySentence {
        switch self {
        case .invalidAction(let action, let reason):
            return LazySentence(.cannotAction, [.plain(action), .sentence(reason)])
        case .loopLimit(let steps, let pending, let detail):
            return LazySentence(.loopLimit, [.plain("\(steps)"), .plain("\(pending)"), .plain(detail)])
        case .neverIdle(let app, let interval, let origin, let ticks):
            let every = interval == interval.rounded() ? String(Int64(interval)) : String(interval)
            let started: LazySentence.Part = origin.map { .sentence(Sentence(.neverIdleStartedAt, $0)) } ?? .plain("")
            return LazySentence(.neverIdle, [.plain(app), .plain(every), started, .plain("\(ticks)")])
        case .interrupted:
            return LazySentence(.interrupted, [])
        case .traceLimit(let records, let bytes):
            return LazySentence(.traceLimit, [.plain("\(records)"), .plain("\(bytes / 1024)")])
        case .reentrantCall(let what):
            return LazySentence(.reentrantCall, [.plain(what)])
        case .appNotExecuting(let app, let state):
            return LazySentence(.appNotExecuting, [.plain(app), .plain("\(state)")])
        case .unknownSwitch(let name, let suggestion):
            if let s = suggestion { return LazySentence(.unknownSwitchDidYouMean, [.plain(name), .plain(s)]) }
            return LazySentence(.unknownSwitch, [.plain(name)])
        case .badSwitchValue(let name, let value, let expected):
            return LazySentence(.badSwitchValue, [.plain(value), .plain(name), .sentence(expected)])
        case .badDuration(let what, let value):
            return LazySentence(.badDuration, [.plain(what), .plain("\(value)")])
        case .badURL(let url, let reason):
            return LazySentence(.badURL, [.plain(url), .sentence(reason)])
        case .badDeclaration(let app, let key, let reason):
            return LazySentence(.badDeclaration, [.plain(app), .plain(key), .sentence(reason)])
        case .undeclaredDocumentType(let file, let type, let app):
            if let a = app { return LazySentence(.undeclaredDocumentTypeIn, [.plain(a), .plain(file), .plain(type)]) }
            return LazySentence(.undeclaredDocumentType, [.plain(type), .plain(file)])
        case .notAvailable(let action, let feature, let since, let ios):
            return LazySentence(.notAvailable, [.plain(action), .plain(feature), .plain("\(since)"), .plain("\(ios)")])
        case .unsupportedVersion(let ios):
            return LazySentence(
                .unsupportedVersion,
                [
                    .plain("\(ios)"), .plain("\(Profile.supportedVersions.lowerBound)"),
                    .plain("\(Profile.supportedVersions.upperBound)"),
                ])
        }
    }
}

/// A sentence some of whose blanks are sentences themselves, worded in the same language.
struct LazySentence {
    enum Part {
        case plain(String)
        case sentence(Sentence)
    }

    var key: SentenceKey
    var parts: [Part]

    init(_ key: SentenceKey, _ parts: [Part]) {
        self.key = key
        self.parts = parts
    }

    func text(_ language: Language) -> String {
        let arguments = parts.map { part in
            switch part {
            case .plain(let text): text
            case .sentence(let sentence): sentence.text(language)
            }
        }
        return Sentence(key, arguments: arguments).text(language)
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
