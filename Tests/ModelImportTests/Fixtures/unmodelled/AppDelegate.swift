import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()
        defer { print("launched") }
        let (a, b) = (1, 2)
        for item in Inventory.items {
            if item.isEmpty { continue }
        }
        application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        return true
    }
}
