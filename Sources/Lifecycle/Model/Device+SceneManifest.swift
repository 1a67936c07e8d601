import MessageCatalog

/// iOS 12 and earlier know no scenes: they ignore an app's scene manifest
/// (`UIApplicationSceneManifest`, iOS 13) and send every life-cycle message to the app
/// delegate, so an app that supported iOS 12 and 13 ran its app delegate alone on 12
/// (docs/semantics.md, Versions).
extension Device {
    /// The first iOS that reads the scene manifest.
    static let sceneManifestSince = 13

    /// Whether `profile` runs a `lifeCycle` app with its app delegate alone. SwiftUI's App
    /// life cycle has no such fallback: it needs iOS 14 (``lifeCycleProblem(_:_:)``).
    static func ignoresSceneManifest(_ lifeCycle: LifeCycle, _ profile: Profile) -> Bool {
        lifeCycle == .scenes && profile.ios < sceneManifestSince
    }

    /// Whether the app runs with its app delegate alone though it declared scenes.
    func ignoresSceneManifest(_ app: AppID) -> Bool { apps[app].declaredLifeCycle != apps[app].spec.lifeCycle }

    /// Gives the app the life cycle the profile's iOS runs, with one warning when its scene
    /// delegate will never be used. Called at installation and when the iOS changes (before
    /// anything ran).
    func applySceneManifest(_ app: AppID) {
        let ignore = Self.ignoresSceneManifest(apps[app].declaredLifeCycle, profile)
        guard ignore != ignoresSceneManifest(app), apps[app].process == nil, apps[app].sessions.isEmpty else { return }
        apps[app].runsSceneManifest(!ignore)
        guard ignore, apps[app].history.give(.ignoredSceneManifest) else { return }
        advise(
            app, Sentence(.sceneManifestIgnored, "\(profile.ios)", "\(Self.sceneManifestSince)", apps[app].name),
            category: .version)
    }
}
