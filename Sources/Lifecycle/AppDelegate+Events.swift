/// Defaults of the part-2 delegate methods, so Swift delegates implement only what they
/// test. The handlers are called at once with a neutral value (a real delegate that
/// claims a method must call its handler itself).
///
///     final class Fetcher: AppDelegate {
///         func implements(_ m: DelegateMethod) -> Bool { m == .performFetch }
///         func performFetch(_ app: Application, completion: Completion) throws { completion.call(.newData) }
///     }
extension AppDelegate {
    public func openURL(_ application: Application, url: AppURL, options: OpenURLOptions) throws -> Bool { true }
    public func handleOpenURL(_ application: Application, url: AppURL) throws -> Bool { true }
    public func openURLSourceApplication(
        _ application: Application, url: AppURL, sourceApplication: String?, annotation: String?
    ) throws -> Bool { true }
    public func performFetch(_ application: Application, completion: Completion) throws { completion.call(.noData) }
    public func didReceiveRemoteNotification(
        _ application: Application, payload: [String: String], completion: Completion
    ) throws { completion.call(.noData) }
    public func handleEventsForBackgroundURLSession(
        _ application: Application, identifier: String, completion: Completion
    ) throws { completion.call() }
    public func performActionForShortcutItem(_ application: Application, type: String, completion: Completion) throws {
        completion.call(succeeded: true)
    }
    public func continueUserActivity(_ application: Application, activity: UserActivity) throws -> Bool { true }
    public func shouldSaveApplicationState(_ application: Application) throws -> Bool { true }
    public func shouldRestoreApplicationState(_ application: Application) throws -> Bool { true }
}
