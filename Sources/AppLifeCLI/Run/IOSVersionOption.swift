import Lifecycle

extension RunSettings {
    /// Why `--ios N` cannot be used, or nil: the engine models iPhone OS 2 to iOS 27.
    ///
    ///     RunSettings.iosProblem(28)   // "--ios 28: iOS 28 is not modelled: choose a version from 2 (iPhone OS 2) to 27"
    public static func iosProblem(_ ios: Int?) -> String? {
        guard let ios, !Profile.supportedVersions.contains(ios) else { return nil }
        return "--ios \(ios): \(EngineError.unsupportedVersion(ios))"
    }
}
