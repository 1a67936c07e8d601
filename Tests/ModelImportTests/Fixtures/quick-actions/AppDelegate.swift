import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        print("quick action")
        completionHandler(true)
    }

    func applicationWillResignActive(_ application: UIApplication) {
        application.shortcutItems = [UIApplicationShortcutItem(type: "compose", localizedTitle: "New message")]
    }
}
