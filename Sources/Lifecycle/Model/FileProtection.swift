/// A file's data-protection class (`FileProtectionType`, iOS 4): when the file's key is
/// available, on a device with a passcode.
///
/// | class | read or write while locked | before the first unlock |
/// |---|---|---|
/// | `complete` | no | no |
/// | `completeUnlessOpen` | only creating a new file | only creating a new file |
/// | `completeUntilFirstUserAuthentication` (the default) | yes | no |
/// | `none` | yes | yes |
///
/// applife's files have no contents and no open handles: "unless open" is creating the
/// file while locked; reopening it needs the device unlocked.
public enum FileProtection: String, Sendable, CaseIterable {
    case complete, completeUnlessOpen, completeUntilFirstUserAuthentication, none

    /// Whether the file may be read (or an existing one written) now.
    func allowsAccess(locked: Bool, beforeFirstUnlock: Bool) -> Bool {
        switch self {
        case .none: return true
        case .completeUntilFirstUserAuthentication: return !beforeFirstUnlock
        case .complete, .completeUnlessOpen: return !locked && !beforeFirstUnlock
        }
    }

    /// Whether a new file of this class may be created now.
    func allowsCreation(locked: Bool, beforeFirstUnlock: Bool) -> Bool {
        self == .completeUnlessOpen || allowsAccess(locked: locked, beforeFirstUnlock: beforeFirstUnlock)
    }

    /// Apple's constant, as errors name it.
    var constant: String {
        switch self {
        case .complete: return "NSFileProtectionComplete"
        case .completeUnlessOpen: return "NSFileProtectionCompleteUnlessOpen"
        case .completeUntilFirstUserAuthentication: return "NSFileProtectionCompleteUntilFirstUserAuthentication"
        case .none: return "NSFileProtectionNone"
        }
    }
}
