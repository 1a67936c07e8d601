import FoundationEssentials
import MessageCatalog

/// What Info.plist and the entitlements say about the app: the fields of `app{}` the
/// importer writes (docs/guide.md, "From your Xcode project to a model").
public struct AppFacts: Sendable, Equatable {
    public var name: String?
    public var bundleID: String?
    /// The scene manifest: a `UIApplicationSceneManifest` makes a scene app.
    public var hasSceneManifest = false
    public var backgroundModes: [String] = []
    public var taskIdentifiers: [String] = []
    /// CFBundleURLTypes: each type's name and schemes.
    public var urlTypes: [(name: String, schemes: [String])] = []
    /// UIApplicationShortcutItems: type and title.
    public var shortcutItems: [(type: String, title: String)] = []
    public var queriesSchemes: [String] = []
    /// The `aps-environment` entitlement.
    public var push = false
    /// Notes for the report: Xcode variables replaced, files that did not read.
    public var notes: [ImportReport.Note] = []

    public init() {}

    public static func == (a: AppFacts, b: AppFacts) -> Bool {
        a.name == b.name && a.bundleID == b.bundleID && a.hasSceneManifest == b.hasSceneManifest
            && a.backgroundModes == b.backgroundModes && a.taskIdentifiers == b.taskIdentifiers
            && a.urlTypes.map { $0.name + ":" + $0.schemes.joined(separator: ",") }
                == b.urlTypes.map { $0.name + ":" + $0.schemes.joined(separator: ",") }
            && a.shortcutItems.map { $0.type + ":" + $0.title } == b.shortcutItems.map { $0.type + ":" + $0.title }
            && a.queriesSchemes == b.queriesSchemes && a.push == b.push
    }

    /// Reads an Info.plist (XML or binary) into these facts.
    public mutating func read(infoPlist data: Data, file: String) {
        guard let plist = try? PropertyListDecoder().decode(InfoPlistKeys.self, from: data) else {
            notes.append(.init(phrase: .importNotPlist, arguments: [file]))
            return
        }
        if let name = string(plist.CFBundleDisplayName, file) ?? string(plist.CFBundleName, file) {
            self.name = name
        }
        if let id = string(plist.CFBundleIdentifier, file) { bundleID = id }
        if plist.UIApplicationSceneManifest != nil { hasSceneManifest = true }
        backgroundModes += strings(plist.UIBackgroundModes, file)
        taskIdentifiers += strings(plist.BGTaskSchedulerPermittedIdentifiers, file)
        queriesSchemes += strings(plist.LSApplicationQueriesSchemes, file)
        for type in plist.CFBundleURLTypes ?? [] {
            let schemes = strings(type.CFBundleURLSchemes, file)
            let name = string(type.CFBundleURLName, file) ?? schemes.first ?? "URLs"
            if !schemes.isEmpty { urlTypes.append((name, schemes)) }
        }
        for item in plist.UIApplicationShortcutItems ?? [] {
            guard let type = string(item.UIApplicationShortcutItemType, file) else { continue }
            let title = string(item.UIApplicationShortcutItemTitle, file) ?? type
            shortcutItems.append((type, title))
        }
    }

    /// Reads a .entitlements file: `aps-environment` means the app may receive pushes.
    public mutating func read(entitlements data: Data, file: String) {
        guard let plist = try? PropertyListDecoder().decode(EntitlementKeys.self, from: data) else {
            notes.append(.init(phrase: .importNotEntitlements, arguments: [file]))
            return
        }
        if plist.apsEnvironment != nil { push = true }
    }

    /// Whether `data` is a property list that names a bundle identifier (an Info.plist
    /// under another name).
    static func namesBundle(_ data: Data) -> Bool {
        (try? PropertyListDecoder().decode(InfoPlistKeys.self, from: data))?.CFBundleIdentifier != nil
    }

    private mutating func strings(_ value: [String]?, _ file: String) -> [String] {
        (value ?? []).compactMap { string($0, file) }
    }

    /// A string with Xcode's `$(VARIABLE)` and `${VARIABLE}` replaced by a readable stand-in.
    private mutating func string(_ value: String?, _ file: String) -> String? {
        guard let text = value else { return nil }
        let resolved = Self.resolvingVariables(text)
        if resolved != text {
            notes.append(.init(phrase: .importXcodeVariable, arguments: [file, text, resolved]))
        }
        return resolved
    }

    /// `$(PRODUCT_BUNDLE_IDENTIFIER)` -> `com.example.app`, `$(PRODUCT_NAME)` -> `App`, any
    /// other `$(X_Y)` or `${X_Y}` -> `x-y` (valid in a URL scheme and a bundle id).
    static func resolvingVariables(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                out.append("$")
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else {
                out += rest
                rest = ""
                break
            }
            var name = String(rest[rest.index(after: after)..<end])
            if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
            switch name {
            case "PRODUCT_BUNDLE_IDENTIFIER": out += "com.example.app"
            case "PRODUCT_NAME", "EXECUTABLE_NAME", "TARGET_NAME": out += "App"
            case "DEVELOPMENT_LANGUAGE": out += "en"
            default: out += name.lowercased().replacing("_", with: "-")
            }
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }
}

/// The Info.plist keys the importer reads, as PropertyListDecoder finds them.
private struct InfoPlistKeys: Decodable {
    struct URLType: Decodable {
        var CFBundleURLName: String?
        var CFBundleURLSchemes: [String]?
    }
    struct ShortcutItem: Decodable {
        var UIApplicationShortcutItemType: String?
        var UIApplicationShortcutItemTitle: String?
    }
    /// Present or not: what it holds is UIKit's to read.
    struct SceneManifest: Decodable {}

    var CFBundleDisplayName: String?
    var CFBundleName: String?
    var CFBundleIdentifier: String?
    var UIApplicationSceneManifest: SceneManifest?
    var UIBackgroundModes: [String]?
    var BGTaskSchedulerPermittedIdentifiers: [String]?
    var LSApplicationQueriesSchemes: [String]?
    var CFBundleURLTypes: [URLType]?
    var UIApplicationShortcutItems: [ShortcutItem]?
}

/// The entitlement the importer reads.
private struct EntitlementKeys: Decodable {
    var apsEnvironment: String?
    enum CodingKeys: String, CodingKey { case apsEnvironment = "aps-environment" }
}
