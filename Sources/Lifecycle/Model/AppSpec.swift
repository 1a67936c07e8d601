/// An installed app, as declared by `app{ … }`: its Info.plist and its delegate.
///
///     let todo = try device.install(validating: AppSpec(
///         name: "Todo", bundleID: "com.acme.todolist",
///         urlTypes: [URLType(name: "com.acme.todolist", schemes: ["todolist"])],
///         delegate: TodoDelegate()))
public struct AppSpec {
    public var name: String
    public var bundleID: String
    /// `UIBackgroundModes` values ("audio", "fetch", "remote-notification", …, see `BackgroundMode`).
    public var backgroundModes: [String]
    /// Memory footprint in MB at launch (jetsam ordering and the per-process limit).
    public var memoryMB: Int
    /// `CFBundleURLTypes`.
    public var urlTypes: [URLType]
    /// `CFBundleDocumentTypes`.
    public var documentTypes: [DocumentType]
    /// `LSApplicationQueriesSchemes`: what `canOpenURL` may ask about (iOS 9+).
    public var queriesSchemes: [String]
    /// The app delegate life cycle, UIScene, or SwiftUI (docs/reference.md).
    public var lifeCycle: LifeCycle
    /// `UIApplicationSupportsMultipleScenes`: several windows on an iPad.
    public var multipleWindows: Bool
    /// The SDK the app was built with; nil: the device's iOS (scenes §A.12). An app linked
    /// against iPhone OS 3 (`sdk` ≤ 3) does not run in the background on iOS 4+ (facts §1.2).
    public var sdk: Int?
    /// `UIApplicationExitsOnSuspend`: quit instead of suspending (honoured on iOS 4-12).
    public var exitsOnSuspend: Bool = false
    /// `BGTaskSchedulerPermittedIdentifiers`: the BGTask identifiers the app may register
    /// and submit (iOS 13+); declaring any disables the old background fetch ([S13]).
    public var taskIdentifiers: [String] = []
    /// `LSSupportsOpeningDocumentsInPlace`: documents from other apps open in place instead
    /// of being copied to Documents/Inbox (facts §4.4, §4.5).
    public var opensDocumentsInPlace: Bool = false
    /// The app ships a Settings bundle: Settings shows its custom settings on its page.
    public var settingsBundle: Bool = false
    /// `UIApplicationShortcutItems`: the static Home Screen quick actions (iOS 9).
    public var shortcutItems: [ShortcutItem] = []
    /// The `aps-environment` entitlement: without it registering for remote notifications fails.
    public var pushEntitlement: Bool = false
    public var delegate: any AppDelegate

    public init(
        name: String, bundleID: String, backgroundModes: [String] = [], memoryMB: Int = 50,
        urlSchemes: [String] = [], urlTypes: [URLType] = [], documentTypes: [DocumentType] = [],
        queriesSchemes: [String] = [], lifeCycle: LifeCycle = .app, multipleWindows: Bool = false, sdk: Int? = nil,
        delegate: any AppDelegate = EmptyDelegate()
    ) {
        self.name = name
        self.bundleID = bundleID
        self.backgroundModes = backgroundModes
        self.memoryMB = memoryMB
        self.urlTypes = urlTypes + (urlSchemes.isEmpty ? [] : [URLType(name: bundleID, schemes: urlSchemes)])
        self.documentTypes = documentTypes
        self.queriesSchemes = queriesSchemes
        self.lifeCycle = lifeCycle
        self.multipleWindows = multipleWindows
        self.sdk = sdk
        self.delegate = delegate
    }

    /// Every scheme of every URL type (setting it replaces the URL types with one, named
    /// after the bundle ID).
    public var urlSchemes: [String] {
        get { urlTypes.flatMap(\.schemes) }
        set { urlTypes = newValue.isEmpty ? [] : [URLType(name: bundleID, schemes: newValue)] }
    }
}
