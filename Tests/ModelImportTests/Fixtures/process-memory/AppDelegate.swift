import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var activations = 0
    var lastState = "none"

    func applicationDidBecomeActive(_ application: UIApplication) {
        activations += 1
        lastState = "active"
        print("activations", activations)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        lastState = "background"
        UserDefaults.standard.set(activations, forKey: "activations")
    }
}
