/// Which life cycle an app runs (facts §8, docs/reference.md).
///
///     AppSpec(name: "Notes", bundleID: "com.acme.notes", lifeCycle: .scenes)
public enum LifeCycle: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The app delegate alone (the only choice before iOS 13): it gets every foreground
    /// and background callback; one implicit scene mirrors its UI.
    case app
    /// UIScene: a scene delegate per window gets the UI callbacks; the app delegate keeps
    /// launch, termination, memory and the scene-session methods (facts §8.2).
    case scenes
    /// SwiftUI's App: a scene app whose views read `scenePhase`; the delegate adaptor
    /// gets what a scene app's app delegate gets.
    case swiftUI = "swiftui"

    /// Whether UIKit drives the app through scenes (iOS 13+).
    public var usesScenes: Bool { self != .app }

    public var description: String { rawValue }
}

/// The device family (docs/reference.md): one app on screen (phone) or several windows (pad).
public enum Idiom: String, Sendable, CaseIterable {
    case iphone, ipad
}
