/// `UserDefaults.standard` (facts §13): key-value storage in the app's container. It
/// survives every termination (user kill, jetsam, crash, watchdog) and reboots; deleting the
/// app wipes it. Writes are at once visible to the next read and to the scenario (applife
/// has no write-back delay to lose). Its file has the container's data protection class:
/// a process started before the first unlock after a restart reads none of it.
///
///     try device.application(notes).setDefault("draft", .string("Dear …"))
///     device.defaults(of: notes)["draft"]          // .string("Dear …"), after any kill
extension Device {
    /// The most a container's defaults may take (`StoredValue.size`), applife's own bound.
    public static let defaultsLimit = Container.defaultsLimit

    func setDefault(_ app: AppID, _ key: String, _ value: StoredValue?) throws {
        try requireExecuting(app)
        guard !key.isEmpty, key.utf8.count <= Self.maxNameBytes else {
            throw CallbackFailure(
                message: "UserDefaults: a key is 1 to \(Self.maxNameBytes) bytes (got \(key.utf8.count))",
                location: currentLocation?())
        }
        guard apps[app].container.store(value, forKey: key) else {
            throw CallbackFailure(
                message:
                    "UserDefaults: \(apps[app].name)'s defaults would take more than \(Self.defaultsLimit / 1024) KB "
                    + "(applife's bound; keep large data in files)",
                location: currentLocation?())
        }
        apps[app].process?.launch.setDefault(key)
    }

    func storedDefault(_ app: AppID, _ key: String) throws -> StoredValue? {
        try requireExecuting(app)
        if let p = apps[app].process, !p.launch.canRead(key) {
            if p.launch.tellDefaultsUnreadable() {
                record(
                    .log, app: app, name: "data protection",
                    message: "this process started before the first unlock "
                        + "since the device restarted: its UserDefaults hold nothing from the container's file "
                        + "(NSFileProtectionCompleteUntilFirstUserAuthentication), for as long as it runs")
            }
            return nil
        }
        return apps[app].container.defaults[key]
    }

    /// A device with a passcode that has restarted and not been unlocked since: files of
    /// the default protection class cannot be opened (§13).
    var isBeforeFirstUnlock: Bool { profile.passcode && !screen.unlockedSinceBoot }

    /// What the app's UserDefaults hold now, sorted by key (the scenario reads a copy).
    public func defaults(of app: AppID) -> [(key: String, value: StoredValue)] {
        apps[app].container.defaults.keys.sorted().map { ($0, apps[app].container.defaults[$0]!) }
    }

    /// The files in the app's container, as paths under it, in the order they appeared.
    public func files(of app: AppID) -> [String] { apps[app].container.files }

    /// The app's current process: its number since installation and when it started; nil
    /// when it does not run.
    public func runningProcess(of app: AppID) -> (number: Int, started: VirtualTime)? {
        guard let p = apps[app].process else { return nil }
        return (p.number, VirtualTime(nanoseconds: p.started))
    }

    /// An identity of the app's running process, nil when it does not run: unlike its
    /// number, it never comes back (not even after the app is deleted and its numbers
    /// start again at 1).
    public func processIdentity(of app: AppID) -> Int? {
        apps[app].process == nil ? nil : apps[app].generation
    }
}

extension Application {
    /// `UserDefaults.standard.set(_:forKey:)`; nil removes the key.
    public func setDefault(_ key: String, _ value: StoredValue?) throws { try device.setDefault(id, key, value) }

    /// `UserDefaults.standard.object(forKey:)`.
    public func storedDefault(_ key: String) throws -> StoredValue? { try device.storedDefault(id, key) }
}
