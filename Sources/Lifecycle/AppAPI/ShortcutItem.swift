/// A Home Screen quick action (`UIApplicationShortcutItem`): static ones in the Info.plist
/// (`UIApplicationShortcutItems`), dynamic ones the app sets (`UIApplication.shortcutItems`,
/// iOS 9). The system keeps the dynamic ones across processes; deleting the app clears them.
/// What the app gave it (subtitle, icon, `userInfo`) comes back whole to the method that
/// performs it ("Pass data with a quick action", Add Home Screen quick actions).
///
///     ShortcutItem(type: "com.acme.notes.new", title: "New note")
///     ShortcutItem(type: "open", title: "Ann", icon: "message", userInfo: .table(sorting: [("chat", .integer(7))]))
public struct ShortcutItem: Sendable, Equatable {
    public var type: String
    public var title: String
    public var subtitle: String?
    /// `UIApplicationShortcutIcon(type:)`: one of `iconTypes`, or none.
    public var icon: String?
    /// `userInfo`: a dictionary of property-list values (`.table`), or none.
    public var userInfo: StoredValue?

    public init(
        type: String, title: String, subtitle: String? = nil, icon: String? = nil, userInfo: StoredValue? = nil
    ) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.userInfo = userInfo
    }

    /// `UIApplicationShortcutIcon.IconType`'s cases (iOS 9.0 and 9.1), by their Swift names.
    public static let iconTypes = [
        "compose", "play", "pause", "add", "location", "search", "share", "prohibit", "contact", "home",
        "markLocation", "favorite", "love", "cloud", "invitation", "confirmation", "mail", "message", "date", "time",
        "capturePhoto", "captureVideo", "task", "taskCompleted", "alarm", "bookmark", "shuffle", "audio", "update",
    ]
}

extension Device {
    /// The most dynamic quick actions an app may set (applife's bound; the Home Screen shows
    /// fewer: `homeScreenQuickActions`).
    public static let maxShortcutItems = 64

    /// The quick actions the Home Screen shows for the app: the static ones first, then the
    /// dynamic ones, up to the system's limit (`homeScreenQuickActions`, four: "Only if there
    /// are additional positions available does it also show your dynamic quick actions").
    public func quickActions(of app: AppID) -> [ShortcutItem] {
        Array(allQuickActions(of: app).prefix(profile.homeScreenQuickActions))
    }

    /// Every quick action the app has, shown or not: the static ones, then the dynamic ones.
    public func allQuickActions(of app: AppID) -> [ShortcutItem] {
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
            message: "dynamic quick actions: " + (items.isEmpty ? "none" : items.map(\.type).joined(separator: ", "))
                + hiddenNote(app))
    }
}

extension Device {
    /// What the Home Screen leaves out once the app set its dynamic quick actions.
    private func hiddenNote(_ app: AppID) -> String {
        let hidden = allQuickActions(of: app).dropFirst(profile.homeScreenQuickActions).map(\.type)
        guard !hidden.isEmpty else { return "" }
        return " (the Home Screen shows \(profile.homeScreenQuickActions), static ones first: not "
            + hidden.prefix(8).joined(separator: ", ") + (hidden.count > 8 ? ", ..." : "") + ")"
    }
}

extension Application {
    /// `UIApplication.shortcutItems`: the dynamic quick actions.
    public func shortcutItems() throws -> [ShortcutItem] { try device.shortcutItems(id) }

    /// Sets `UIApplication.shortcutItems`.
    public func setShortcutItems(_ items: [ShortcutItem]) throws { try device.setShortcutItems(id, items) }
}
