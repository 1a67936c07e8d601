/// The apps every device has, with the schemes Apple routes to them (facts §4.1 [S11][S10]).
///
///     device.systemApp(.safari)             // AppID; installed on first use
///     device.state(of: device.systemApp(.mail))
///
/// They have no delegate code (every callback is traced as not implemented). They take
/// no part in the world until something opens them, so part-1 traces are unchanged.
public enum SystemApp: String, Sendable, CaseIterable {
    case safari = "Safari", mail = "Mail", phone = "Phone", messages = "Messages"
    case faceTime = "FaceTime", maps = "Maps"
    /// Opened by `UIApplication.openSettingsURLString` (`app-settings:`, iOS 8) on the
    /// calling app's page.
    case settings = "Settings"

    public var bundleID: String {
        switch self {
        case .safari: return "com.apple.mobilesafari"
        case .mail: return "com.apple.mobilemail"
        case .phone: return "com.apple.mobilephone"
        case .messages: return "com.apple.MobileSMS"
        case .faceTime: return "com.apple.facetime"
        case .maps: return "com.apple.Maps"
        case .settings: return "com.apple.Preferences"
        }
    }

    public var schemes: [String] {
        switch self {
        case .safari: return ["http", "https"]
        case .mail: return ["mailto"]
        case .phone: return ["tel"]
        case .messages: return ["sms"]
        case .faceTime: return ["facetime", "facetime-audio"]
        case .maps: return ["maps"]
        case .settings: return ["app-settings"]
        }
    }

    /// The iOS version from which its schemes open it (`app-settings:` came with iOS 8).
    var schemesSince: Int { self == .settings ? 8 : 2 }

    /// The system app that handles a scheme on iOS `ios`, if any.
    static func handling(_ scheme: String, ios: Int) -> SystemApp? {
        allCases.first { $0.schemes.contains(scheme) && ios >= $0.schemesSince }
    }

    var spec: AppSpec {
        AppSpec(
            name: rawValue, bundleID: bundleID, memoryMB: 100, urlTypes: [URLType(name: bundleID, schemes: schemes)])
    }
}

extension Device {
    /// The system app's id, installing it (after the user's apps) the first time it is needed.
    public func systemApp(_ s: SystemApp) -> AppID {
        if let id = apps.first(where: { $0.isSystem && $0.spec.bundleID == s.bundleID }) { return id }
        return apps.append { AppRecord(spec: s.spec, id: $0, isSystem: true) }
    }

    /// The apps claiming a scheme, in install order. Apple's own schemes always go to the
    /// system app ([S11]: Apple handles them), whatever user apps declare.
    func claimants(of scheme: String) -> [AppID] {
        if let s = SystemApp.handling(scheme, ios: profile.ios) { return [systemApp(s)] }
        return apps.filter { !$0.isSystem && $0.spec.claimedSchemes.contains(scheme) }
    }
}
