import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launches = 0

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launches = UserDefaults.standard.integer(forKey: "launches") + 1
        UserDefaults.standard.set(launches, forKey: "launches")
        print("launch number", launches)
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        print("resigning")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        UserDefaults.standard.set(true, forKey: "wasInBackground")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        UserDefaults.standard.removeObject(forKey: "wasInBackground")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("active")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        UserDefaults.standard.set("terminated", forKey: "lastExit")
    }
}
