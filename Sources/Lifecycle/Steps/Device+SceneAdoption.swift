import MessageCatalog

/// What iOS says to a sceneless app since scenes became the norm (scenes §A.12): a log
/// line from iOS 18.4, a stronger one on iOS 26, and from iOS 27 a launch that fails for an
/// app built with the iOS 27 SDK. A major version's profile follows its last minor release.
extension Device {
    static let sceneRequiredMessage = "UIScene life cycle is required for apps built with this SDK"

    /// Before the launch methods: true when the launch may go on. A sceneless app built with
    /// SDK 27 or later crashes on iOS 27 or later ([TRANS], [WP #25930]); on iOS 18-26 a
    /// sceneless app gets iOS's log line as a warning ([TN3187]).
    func checkSceneAdoption(_ app: AppID) -> Bool {
        guard !usesScenes(app), !apps[app].isSystem, profile.ios >= 18 else { return true }
        let sdk = apps[app].spec.sdk ?? profile.ios
        if profile.ios >= 27 && sdk >= 27 {
            record(.crash, app: app, message: Self.sceneRequiredMessage)
            terminate(app, .crash, message: Self.sceneRequiredMessage, at: appNow(app))
            return false
        }
        advise(app, Sentence(profile.ios >= 26 ? .sceneSoonRequired : .sceneNotAdopted), category: .version)
        return true
    }
}
