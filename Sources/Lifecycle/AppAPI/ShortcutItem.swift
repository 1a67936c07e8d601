/// A Home Screen quick action (`UIApplicationShortcutItem`): static ones in the Info.plist
/// (`UIApplicationShortcutItems`), dynamic ones the app sets (`UIApplication.shortcutItems`,
/// iOS 9). The system keeps the dynamic ones across processes; deleting the app clears them.
///
///     ShortcutItem(type: "com.acme.notes.new", title: "New note")
public struct ShortcutItem: Sendable, Equatable {
    public var type: String
    public var title: String
    public var subtitle: String?

    public init(type: String, title: String, subtitle: String? = nil) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
    }
}

extension Device {
    /// The most dynamic quick actions an app may set (applife's bound; the Home Screen shows
    /// four, Apple's `shortcutItems` documentation).
    public static let maxShortcutItems = 64

    /// The quick actions the Home Screen offers for the app: the static ones, then the
    /// dynamic ones.
    public func quickActions(of app: AppID) -> [ShortcutItem] {
        apps[app].spec.shortcutItems + apps[app].history.shortcutItems
    }

    func shortcutItems(_ app: AppID) throws -> [ShortcutItem] {
        try requireExecuting(app)
        try require(.shortcutItems, by: app)
        return apps[app].history.shortcutItems
    }

    func setShortcutItems(_ app: AppID, _ items: [ShortcutItem]) throws {
        try requireExecuting(app)
        try require(.shortcutItems, by: app)
        guard items.count <= Self.maxShortcutItems else {
            throw CallbackFailure(
                message: "shortcutItems: \(items.count) items; applife keeps at most \(Self.maxShortcutItems)",
                location: currentLocation?())
        }
        apps[app].history.setShortcutItems(items)
        record(
            .log, app: app, name: "shortcutItems",
            message: "dynamic quick actions: " + (items.isEmpty ? "none" : items.map(\.type).joined(separator: ", ")))
    }
}

extension Application {
    /// `UIApplication.shortcutItems`: the dynamic quick actions.
    public func shortcutItems() throws -> [ShortcutItem] { try device.shortcutItems(id) }

    /// Sets `UIApplication.shortcutItems`.
    public func setShortcutItems(_ items: [ShortcutItem]) throws { try device.setShortcutItems(id, items) }
}
