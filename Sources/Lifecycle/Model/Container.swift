/// What the app keeps in its container (facts §4.4, §9, §13): it survives every termination
/// and a reboot; deleting the app wipes it. Every change says what happened and keeps the
/// invariants below (checked as it is made, in debug builds).
///
///     container.store(.string("Dear …"), forKey: "draft")   // false past `defaultsLimit`
///     container.receiveInInbox("a.pdf")                     // "a.pdf", then "a-2.pdf"
struct Container: KeepsInvariants {
    static let owner = "container"
    /// The most `defaults` may take (`StoredValue.size` plus the key's bytes), applife's own bound.
    static let defaultsLimit = 1 << 20

    /// `UserDefaults.standard`.
    private(set) var defaults: [String: StoredValue] = [:]
    /// What `defaults` takes: always its entries' sizes added up, at most `defaultsLimit`.
    private(set) var defaultsSize = 0
    /// Files, as paths under the container (`Documents/Inbox/a.pdf`), each once.
    private(set) var files: [String] = []
    /// The data-protection class of each file written with one other than the default
    /// (`completeUntilFirstUserAuthentication`); only paths of `files`.
    private(set) var protections: [String: FileProtection] = [:]
    /// File names copied to Documents/Inbox (so a second file with the same name is renamed).
    private(set) var inbox: [String] = []
    /// A state-restoration archive exists (saved after shouldSaveApplicationState said YES).
    private(set) var hasArchive = false

    var violations: [String] {
        var problems: [String] = []
        let size = defaults.reduce(0) { $0 + Self.size($1.key, $1.value) }
        if size != defaultsSize { problems.append("defaults take \(size) bytes but \(defaultsSize) are counted") }
        if defaultsSize > Self.defaultsLimit { problems.append("defaults take more than \(Self.defaultsLimit) bytes") }
        if Set(files).count != files.count { problems.append("a file is listed twice") }
        if protections.keys.contains(where: { !files.contains($0) }) {
            problems.append("a protection class is kept for a file that is gone")
        }
        return problems
    }

    private static func size(_ key: String, _ value: StoredValue?) -> Int {
        value.map { $0.size + key.utf8.count } ?? 0
    }

    // MARK: UserDefaults

    /// `set(_:forKey:)`; nil removes the key. False, and nothing changes, when the defaults
    /// would take more than `defaultsLimit`.
    mutating func store(_ value: StoredValue?, forKey key: String) -> Bool {
        let old = Self.size(key, defaults[key])
        let new = Self.size(key, value)
        guard defaultsSize - old + new <= Self.defaultsLimit else { return false }
        defaults[key] = value
        defaultsSize += new - old
        check()
        return true
    }

    // MARK: Files

    /// A received file is copied to Documents/Inbox: its name there, NAME-2 (before the
    /// extension) and on when NAME was taken.
    mutating func receiveInInbox(_ file: String) -> String {
        var name = file
        var n = 1
        while inbox.contains(name) {
            n += 1
            if let dot = file.lastIndex(of: "."), dot != file.startIndex {
                name = "\(file[..<dot])-\(n)\(file[dot...])"
            } else {
                name = "\(file)-\(n)"
            }
        }
        inbox.append(name)
        files.append("Documents/Inbox/\(name)")
        check()
        return name
    }

    /// The app wrote the file: created, or replaced, with this data-protection class.
    mutating func write(_ path: String, protection: FileProtection = .completeUntilFirstUserAuthentication) {
        if !files.contains(path) { files.append(path) }
        protections[path] = protection == .completeUntilFirstUserAuthentication ? nil : protection
    }

    /// A file's data-protection class.
    func protection(of path: String) -> FileProtection {
        protections[path] ?? .completeUntilFirstUserAuthentication
    }

    /// The app moved a file to a path that is free: its class goes with it.
    mutating func move(_ source: String, to target: String) {
        files.removeAll { $0 == source }
        files.append(target)
        protections[target] = protections.removeValue(forKey: source)
        check()
    }

    mutating func remove(_ path: String) {
        files.removeAll { $0 == path }
        protections[path] = nil
    }

    // MARK: The restoration archive

    /// shouldSaveApplicationState said YES: false when an archive existed already.
    mutating func saveArchive() -> Bool {
        defer { hasArchive = true }
        return !hasArchive
    }

    /// False when there was no archive to delete.
    mutating func deleteArchive() -> Bool {
        defer { hasArchive = false }
        return hasArchive
    }
}
