/// The keychain (Security's `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate`,
/// `SecItemDelete`, iOS 2), generic passwords only: items the device keeps per app outside
/// its container. Every call returns an `OSStatus` and is traced; an item whose
/// accessibility class's key is unavailable (the device locked, or not unlocked since it
/// restarted, with a passcode) answers `errSecInteractionNotAllowed`.
///
///     try app.keychainAdd(KeychainKey(service: "api", account: "me"), KeychainItem(data: "t0k"))   // .success
///     try app.keychainCopy(KeychainKey(service: "api", account: "me"))                        // (.success, "t0k")
extension Device {
    func keychainAdd(_ app: AppID, _ key: KeychainKey, _ item: KeychainItem) throws -> KeychainStatus {
        try requireExecuting(app)
        try checkKeychainBounds(key, data: item.data)
        let status: KeychainStatus
        if apps[app].keychain[key] != nil {
            status = .duplicateItem
        } else if item.accessibility == .whenPasscodeSetThisDeviceOnly && !profile.passcode {
            status = .notAvailable
        } else if !keychainKeyAvailable(item.accessibility) {
            status = .interactionNotAllowed
        } else if apps[app].keychain.items.count >= Keychain.itemLimit {
            throw CallbackFailure(
                message: "SecItemAdd: \(apps[app].name) keeps \(Keychain.itemLimit) keychain items already "
                    + "(applife's bound)", location: currentLocation?())
        } else {
            apps[app].keychain.store(item, at: key)
            status = .success
        }
        traceKeychain(app, "SecItemAdd", key, status, accessibility: item.accessibility)
        return status
    }

    func keychainCopy(_ app: AppID, _ key: KeychainKey) throws -> (KeychainStatus, String?) {
        try requireExecuting(app)
        try checkKeychainBounds(key, data: "")
        guard let item = apps[app].keychain[key] else {
            traceKeychain(app, "SecItemCopyMatching", key, .itemNotFound)
            return (.itemNotFound, nil)
        }
        guard keychainKeyAvailable(item.accessibility) else {
            traceKeychain(app, "SecItemCopyMatching", key, .interactionNotAllowed, accessibility: item.accessibility)
            return (.interactionNotAllowed, nil)
        }
        traceKeychain(app, "SecItemCopyMatching", key, .success)
        return (.success, item.data)
    }

    func keychainUpdate(_ app: AppID, _ key: KeychainKey, data: String) throws -> KeychainStatus {
        try requireExecuting(app)
        try checkKeychainBounds(key, data: data)
        let status: KeychainStatus
        if var item = apps[app].keychain[key] {
            if keychainKeyAvailable(item.accessibility) {
                item.data = data
                apps[app].keychain.store(item, at: key)
                status = .success
            } else {
                status = .interactionNotAllowed
            }
        } else {
            status = .itemNotFound
        }
        traceKeychain(app, "SecItemUpdate", key, status)
        return status
    }

    func keychainDelete(_ app: AppID, _ key: KeychainKey) throws -> KeychainStatus {
        try requireExecuting(app)
        try checkKeychainBounds(key, data: "")
        let status: KeychainStatus = apps[app].keychain[key] == nil ? .itemNotFound : .success
        apps[app].keychain.remove(key)
        traceKeychain(app, "SecItemDelete", key, status)
        return status
    }

    /// The app's keychain items, by service and account (the scenario reads a copy).
    public func keychainItems(of app: AppID) -> [(key: KeychainKey, item: KeychainItem)] {
        apps[app].keychain.keys.map { ($0, apps[app].keychain[$0]!) }
    }

    private func keychainKeyAvailable(_ accessibility: KeychainAccessibility) -> Bool {
        !profile.passcode
            || accessibility.allowsAccess(locked: !isProtectedDataAvailable, beforeFirstUnlock: isBeforeFirstUnlock)
    }

    private func checkKeychainBounds(_ key: KeychainKey, data: String) throws {
        for (field, text) in [("service", key.service), ("account", key.account)]
        where text.utf8.count > Self.maxNameBytes {
            throw CallbackFailure(
                message: "keychain: \(field) is at most \(Self.maxNameBytes) bytes (got \(text.utf8.count))",
                location: currentLocation?())
        }
        guard data.utf8.count <= Keychain.dataLimit else {
            throw CallbackFailure(
                message: "keychain: an item's data is at most \(Keychain.dataLimit / 1024) KB (applife's bound; "
                    + "got \(data.utf8.count) bytes)", location: currentLocation?())
        }
    }

    private func traceKeychain(
        _ app: AppID, _ call: String, _ key: KeychainKey, _ status: KeychainStatus,
        accessibility: KeychainAccessibility? = nil
    ) {
        let why =
            status == .interactionNotAllowed
            ? " (the device is locked and the item is \(accessibility?.constant ?? "protected"))" : ""
        record(
            .log, app: app, name: "keychain",
            message: "\(call) \(key.words.prefix(160)) -> \(status.name)\(why)")
    }
}

extension Application {
    /// `SecItemAdd`: a new generic password (`errSecDuplicateItem` if one exists).
    public func keychainAdd(_ key: KeychainKey, _ item: KeychainItem) throws -> KeychainStatus {
        try device.keychainAdd(id, key, item)
    }

    /// `SecItemCopyMatching` with `kSecReturnData`: the status and the item's data.
    public func keychainCopy(_ key: KeychainKey) throws -> (KeychainStatus, String?) {
        try device.keychainCopy(id, key)
    }

    /// `SecItemUpdate` of the item's data.
    public func keychainUpdate(_ key: KeychainKey, data: String) throws -> KeychainStatus {
        try device.keychainUpdate(id, key, data: data)
    }

    /// `SecItemDelete`.
    public func keychainDelete(_ key: KeychainKey) throws -> KeychainStatus { try device.keychainDelete(id, key) }
}
