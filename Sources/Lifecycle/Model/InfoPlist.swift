import MessageCatalog

/// The Info.plist keys the engine reads: `CFBundleURLTypes`, `CFBundleDocumentTypes`,
/// `LSApplicationQueriesSchemes`, `UIBackgroundModes` (facts §4.1, §4.2, §4.5, §5.6).
///
///     AppSpec(name: "Todo", bundleID: "com.acme.todolist",
///             backgroundModes: ["fetch", "remote-notification"],
///             urlTypes: [URLType(name: "com.acme.todolist", schemes: ["todolist"])],
///             documentTypes: [DocumentType(name: "Todo list", contentTypes: ["com.acme.todolist.list"],
///                                          extensions: ["todolist"])],
///             queriesSchemes: ["mailto"])
///     try spec.validate()   // throws EngineError.badDeclaration naming app and key

/// One `CFBundleURLTypes` entry: `CFBundleURLName` and `CFBundleURLSchemes`.
public struct URLType: Sendable, Equatable {
    public var name: String
    public var schemes: [String]
    public init(name: String, schemes: [String]) {
        self.name = name
        self.schemes = schemes
    }
}

/// One `CFBundleDocumentTypes` entry: `CFBundleTypeName` and `LSItemContentTypes` (UTIs).
/// `extensions` stands for the exported/imported type declarations' filename extensions,
/// so a received file's type can be found from its name.
public struct DocumentType: Sendable, Equatable {
    public var name: String
    public var contentTypes: [String]
    public var extensions: [String]
    public init(name: String, contentTypes: [String], extensions: [String] = []) {
        self.name = name
        self.contentTypes = contentTypes
        self.extensions = extensions
    }
}

/// `UIBackgroundModes` values (facts §5.6, [A1] Table 3-1).
public enum BackgroundMode: String, Sendable, CaseIterable {
    case audio, location, voip, fetch, processing
    case newsstandContent = "newsstand-content"
    case externalAccessory = "external-accessory"
    case bluetoothCentral = "bluetooth-central"
    case bluetoothPeripheral = "bluetooth-peripheral"
    case remoteNotification = "remote-notification"
}

extension AppSpec {
    /// Checks the declarations; the error names the app and the Info.plist key.
    public func validate() throws {
        for problem in problems() { throw problem }
    }

    /// Every bad declaration, in key order (used by the non-throwing `install`).
    func problems() -> [EngineError] {
        var found: [EngineError] = []
        func bad(_ key: String, _ why: Sentence) { found.append(.badDeclaration(app: name, key: key, reason: why)) }
        for (i, t) in urlTypes.enumerated() {
            if t.schemes.isEmpty {
                bad("CFBundleURLTypes[\(i + 1)].CFBundleURLSchemes", Sentence(.plistSchemeListEmpty))
            }
            for s in t.schemes {
                if let why = AppURL.schemeProblem(s) {
                    bad("CFBundleURLTypes[\(i + 1)].CFBundleURLSchemes", why.sentence(s, its: false))
                }
            }
        }
        for (i, d) in documentTypes.enumerated() where d.contentTypes.isEmpty {
            bad("CFBundleDocumentTypes[\(i + 1)].LSItemContentTypes", Sentence(.plistTypeListEmpty))
        }
        for s in queriesSchemes {
            if let why = AppURL.schemeProblem(s) { bad("LSApplicationQueriesSchemes", why.sentence(s, its: false)) }
        }
        for m in backgroundModes where BackgroundMode(rawValue: m) == nil {
            if let nearest = Spelling.nearest(to: m, in: BackgroundMode.allCases.map(\.rawValue)) {
                bad("UIBackgroundModes", Sentence(.plistUnknownModeDidYouMean, m, nearest))
            } else {
                bad("UIBackgroundModes", Sentence(.plistUnknownMode, m))
            }
        }
        if memoryMB <= 0 || memoryMB > Device.maxMegabytes {
            bad("memory_mb", Sentence(.plistFootprint, "\(Device.maxMegabytes)", "\(memoryMB)"))
        }
        for identifier in taskIdentifiers where identifier.isEmpty || identifier.count > 1024 {
            bad(
                "BGTaskSchedulerPermittedIdentifiers",
                Sentence(.plistTaskIdentifier, String(identifier.prefix(40))))
        }
        return found
    }

    /// The spec with its bad declarations removed.
    func withoutBadDeclarations() -> AppSpec {
        var s = self
        s.urlTypes = urlTypes.compactMap { t in
            var t = t
            t.schemes = t.schemes.filter { AppURL.schemeProblem($0) == nil }
            return t.schemes.isEmpty ? nil : t
        }
        s.documentTypes = documentTypes.filter { !$0.contentTypes.isEmpty }
        s.queriesSchemes = queriesSchemes.filter { AppURL.schemeProblem($0) == nil }
        s.backgroundModes = backgroundModes.filter { BackgroundMode(rawValue: $0) != nil }
        if memoryMB <= 0 || memoryMB > Device.maxMegabytes { s.memoryMB = 50 }
        s.taskIdentifiers = taskIdentifiers.filter { !$0.isEmpty && $0.count <= 1024 }
        return s
    }

    /// Lowercased schemes the app claims.
    var claimedSchemes: [String] { urlTypes.flatMap(\.schemes).map { $0.lowercased() } }

    /// Whether `UIBackgroundModes` lists `mode`.
    public func has(_ mode: BackgroundMode) -> Bool { backgroundModes.contains(mode.rawValue) }
}
