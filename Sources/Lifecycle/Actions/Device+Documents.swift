import MessageCatalog

/// Documents from other apps (facts §4.4, §4.5, [S9]): Open In… copies the file to the
/// app's Documents/Inbox and hands over the copy (`openInPlace` false), unless the app
/// declares `LSSupportsOpeningDocumentsInPlace` (iOS 9+), which opens the original in place.
/// The sender's annotation and bundle ID come with it. Inbox files are read-only to the
/// app: it may read, move out and delete them, never write them.
///
///     try device.openDocument("Q3.pdf", in: reader, annotation: "from Mail")
///     try app.writeFile(inboxURL)     // false: move it out of Documents/Inbox first
extension Device {
    /// The user opens a document from the app in front in `app` (Open In…). The type comes
    /// from `type` or the file's extension and must be one the app declares.
    @discardableResult
    public func openDocument(_ file: String, type: String? = nil, in app: AppID, annotation: String? = nil) throws
        -> AppURL
    {
        try allow(.openDocument(app, file: file, type: type, annotation: annotation))
        let what = "open \(file.prefix(80)) in \(name(of: app))"
        let uti = type ?? documentType(of: file)
        let inPlace = apps[app].spec.opensDocumentsInPlace && versionRefusal(.openInPlace, what) == nil
        let source = frontApp
        action(
            "openDocument", app, "user opens \(file) in \(name(of: app)) (Open In)",
            fields: [TraceField("type", .string(uti))])
        let url: AppURL
        if inPlace {
            url = AppURL.file(path: "/var/mobile/Library/Mobile Documents/com~apple~CloudDocs/\(file)")
            record(
                .url, app: app, name: "inPlace", message: "opened in place (LSSupportsOpeningDocumentsInPlace)",
                fields: [TraceField("url", .string(url.string))])
        } else {
            url = copyToInbox(app, file)
        }
        let sender = source.map { sourceApplication(from: $0, to: app) } ?? nil
        present(
            app, url: url,
            options: OpenURLOptions(sourceApplication: sender, annotation: annotation, openInPlace: inPlace))
        try drain()
        return url
    }

    /// Why `file` cannot be opened in `app` now: a bad file name, the device's state, the
    /// iOS version, or a type the app does not declare.
    func openDocumentRefusal(_ file: String, type: String?, in app: AppID) -> EngineError? {
        func what() -> String { "open \(file.prefix(80)) in \(name(of: app))" }
        guard !file.isEmpty, file.utf8.count <= Self.maxNameBytes, !file.contains("/") else {
            return invalid(
                what(), Sentence(.refusedFileName, "\(Self.maxNameBytes)", "\(file.utf8.count)"))
        }
        if let r = notReady(what(), overlayAllowed: false) ?? gate(.documentInteraction, what()) { return r }
        let uti = type ?? documentType(of: file)
        guard apps[app].spec.documentTypes.contains(where: { $0.contentTypes.contains(uti) }) else {
            return EngineError.undeclaredDocumentType(file: file, type: String(uti.prefix(200)), app: name(of: app))
        }
        return nil
    }

    /// §4.5: copies a received file to Documents/Inbox/NAME (NAME-2… if taken).
    func copyToInbox(_ app: AppID, _ file: String) -> AppURL {
        let stored = apps[app].container.receiveInInbox(file)
        let url = AppURL.file(path: containerRoot(app) + "Documents/Inbox/\(stored)")
        record(
            .url, app: app, name: "inbox", message: "copied to Documents/Inbox/\(stored)",
            fields: [TraceField("url", .string(url.string))])
        return url
    }

    func containerRoot(_ app: AppID) -> String {
        "/var/mobile/Containers/Data/Application/\(apps[app].spec.bundleID)/"
    }

    /// NAME_MAX and PATH_MAX of Darwin's <sys/syslimits.h>: longer names and paths fail
    /// (ENAMETOOLONG).
    static let maxNameBytes = 255
    static let maxPathBytes = 1024

    /// The container-relative path of a file URL or path, or nil when it is outside the
    /// app's container (or climbs out with "..").
    func containerPath(_ app: AppID, _ text: String) -> String? {
        var path = text
        if text.hasPrefix("file:") {
            guard let url = try? AppURL(text) else { return nil }
            path = url.path
        }
        let root = containerRoot(app)
        if path.hasPrefix(root) { path.removeFirst(root.count) } else if path.hasPrefix("/") { return nil }
        let parts = path.split(separator: "/")
        guard !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        return parts.joined(separator: "/")
    }

    /// Writes (creates or replaces) a file of the app's container with a data-protection
    /// class (nil: the default): refused in Documents/Inbox, and while the class's key is
    /// unavailable (the old file's class for a replacement).
    func writeFile(_ app: AppID, _ text: String, protection: FileProtection? = nil) throws -> Bool {
        try requireExecuting(app)
        let wanted = protection ?? .completeUntilFirstUserAuthentication
        // Without a class, the default's warning before the first unlock, as before.
        guard let path = writablePath(app, text, "write", checkingFirstUnlock: protection == nil) else { return false }
        let exists = apps[app].container.files.contains(path)
        let locked = !isProtectedDataAvailable
        let allowed =
            exists
            ? apps[app].container.protection(of: path).allowsAccess(
                locked: locked, beforeFirstUnlock: isBeforeFirstUnlock)
                && wanted.allowsCreation(locked: locked, beforeFirstUnlock: isBeforeFirstUnlock)
            : wanted.allowsCreation(locked: locked, beforeFirstUnlock: isBeforeFirstUnlock)
        guard allowed else {
            let held = exists ? apps[app].container.protection(of: path) : wanted
            record(
                .log, app: app, name: "data protection",
                message: "write \(path): the device is locked and the file's class is \(held.constant):"
                    + " its key is unavailable (NSFileWriteNoPermissionError)")
            return false
        }
        apps[app].container.write(path, protection: wanted)
        record(
            .log, app: app, name: "file",
            message: "wrote \(path)" + (protection.map { " (\($0.constant))" } ?? ""))
        return true
    }

    /// Reads a file of the container: nil when it can, else the error Foundation reports
    /// (no such file; or its class's key is unavailable while the device is locked).
    func readFile(_ app: AppID, _ text: String) throws -> String? {
        try requireExecuting(app)
        guard text.utf8.count <= Self.maxPathBytes, let path = containerPath(app, text),
            apps[app].container.files.contains(path)
        else { return "NSFileReadNoSuchFileError" }
        let protection = apps[app].container.protection(of: path)
        guard
            protection.allowsAccess(locked: !isProtectedDataAvailable, beforeFirstUnlock: isBeforeFirstUnlock)
        else {
            record(
                .log, app: app, name: "data protection",
                message: "read \(path): the device is locked and the file's class is \(protection.constant):"
                    + " its key is unavailable (NSFileReadNoPermissionError)")
            return "NSFileReadNoPermissionError"
        }
        return nil
    }

    /// Moves a file within the container (out of Documents/Inbox is the point).
    func moveItem(_ app: AppID, from: String, to: String) throws -> Bool {
        try requireExecuting(app)
        guard let source = existingPath(app, from, "moveItem") else { return false }
        guard let target = writablePath(app, to, "moveItem") else { return false }
        guard !apps[app].container.files.contains(target) else {
            warn(app, Sentence(.moveTargetExists, target))
            return false
        }
        apps[app].container.move(source, to: target)
        record(.log, app: app, name: "file", message: "moved \(source) to \(target)")
        return true
    }

    /// Deletes a file of the container (allowed in Documents/Inbox too).
    func removeItem(_ app: AppID, _ text: String) throws -> Bool {
        try requireExecuting(app)
        guard let path = existingPath(app, text, "removeItem") else { return false }
        apps[app].container.remove(path)
        record(.log, app: app, name: "file", message: "removed \(path)")
        return true
    }

    func fileExists(_ app: AppID, _ text: String) -> Bool {
        guard text.utf8.count <= Self.maxPathBytes else { return false }
        return containerPath(app, text).map { apps[app].container.files.contains($0) } ?? false
    }

    /// True, with a warning, when the path is longer than iOS accepts.
    private func tooLong(_ app: AppID, _ text: String, _ what: String) -> Bool {
        guard text.utf8.count > Self.maxPathBytes else { return false }
        warn(app, Sentence(.pathTooLong, what, "\(text.utf8.count)", "\(Self.maxPathBytes)"))
        return true
    }

    private func writablePath(_ app: AppID, _ text: String, _ what: String, checkingFirstUnlock: Bool = true)
        -> String?
    {
        guard !tooLong(app, text, what) else { return nil }
        guard !checkingFirstUnlock || !isBeforeFirstUnlock else {
            warn(app, Sentence(.beforeFirstUnlock, what))
            return nil
        }
        guard let path = containerPath(app, text) else {
            warn(app, Sentence(.outsideContainer, what, String(text.prefix(120))))
            return nil
        }
        if path.hasPrefix("Documents/Inbox/") || path == "Documents/Inbox" {
            warn(app, Sentence(.inboxReadOnly, what, path))
            return nil
        }
        return path
    }

    private func existingPath(_ app: AppID, _ text: String, _ what: String) -> String? {
        guard !tooLong(app, text, what) else { return nil }
        guard let path = containerPath(app, text), apps[app].container.files.contains(path) else {
            warn(app, Sentence(.noSuchFile, what, String(text.prefix(120))))
            return nil
        }
        return path
    }
}

extension Application {
    /// Writes a file of the app's container (a file URL or a container path such as
    /// `Documents/list.txt`): false with a warning inside Documents/Inbox or outside the container.
    @discardableResult
    public func writeFile(_ url: String, protection: FileProtection? = nil) throws -> Bool {
        try device.writeFile(id, url, protection: protection)
    }

    /// Reads a file of the container: nil, or the error (`NSFileReadNoSuchFileError`,
    /// `NSFileReadNoPermissionError` while its protection class's key is unavailable).
    public func readFile(_ url: String) throws -> String? { try device.readFile(id, url) }

    /// `FileManager.moveItem(at:to:)` within the container; false with a warning when it fails.
    @discardableResult
    public func moveItem(from: String, to: String) throws -> Bool { try device.moveItem(id, from: from, to: to) }

    /// `FileManager.removeItem(at:)`; false with a warning when there is no such file.
    @discardableResult
    public func removeItem(_ url: String) throws -> Bool { try device.removeItem(id, url) }

    /// `FileManager.fileExists(atPath:)`.
    public func fileExists(_ url: String) -> Bool { device.fileExists(id, url) }
}
