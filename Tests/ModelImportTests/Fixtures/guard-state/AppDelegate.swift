import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func applicationDidBecomeActive(_ application: UIApplication) {
        guard application.applicationState == .active else { return }
        print("really active")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        guard application.applicationState == .background else {
            print("not yet in the background")
            return
        }
        UserDefaults.standard.set(true, forKey: "backgrounded")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        if UIApplication.shared.applicationState != .inactive {
            print("unexpected state")
        }
    }
}
