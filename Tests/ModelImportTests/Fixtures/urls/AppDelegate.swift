import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var lastURL = ""

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        lastURL = "opened"
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        if application.canOpenURL(URL(string: "maps://")!) {
            print("maps is there")
        }
    }

    func applicationWillResignActive(_ application: UIApplication) {
        UIApplication.shared.open(URL(string: "maps://?q=coffee")!, options: [:]) { success in
            print("opened maps", success)
        }
    }
}
