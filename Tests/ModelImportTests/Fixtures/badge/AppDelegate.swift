import UIKit
import UserNotifications

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var unread = 0

    func applicationDidBecomeActive(_ application: UIApplication) {
        unread = 0
        application.applicationIconBadgeNumber = 0
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        unread += 3
        UNUserNotificationCenter.current().setBadgeCount(unread) { error in
            print("badge set")
        }
    }
}
