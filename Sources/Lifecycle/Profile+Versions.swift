/// The iOS versions applife models: iPhone OS 3 (no multitasking yet; only what its
/// profile switches describe) to iOS 27. Versions after 17 follow iOS 17's app-delegate rules.
///
///     Profile.versionProblem(99)   // "iOS 99 is not modelled: applife models iOS 3 to 27 ..."
extension Profile {
    public static let supportedVersions = 3...27

    /// Why `ios` cannot be a device profile, or nil when it can.
    public static func versionProblem(_ ios: Int) -> String? {
        guard !supportedVersions.contains(ios) else { return nil }
        return "iOS \(ios) is not modelled: applife models iOS \(supportedVersions.lowerBound) to "
            + "\(supportedVersions.upperBound) (later versions follow iOS 17's app-delegate rules)"
    }
}
