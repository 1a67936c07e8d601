import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var pendingSave = false

    func applicationDidBecomeActive(_ application: UIApplication) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            print("two seconds later")
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { [weak self] in
            guard let self = self else { return }
            self.pendingSave = false
        }
        DispatchQueue.main.async {
            print("next turn of the run loop")
        }
    }

    func applicationWillResignActive(_ application: UIApplication) {
        pendingSave = true
        DispatchQueue.global(qos: .utility).async {
            DispatchQueue.main.async {
                UserDefaults.standard.set("saved", forKey: "draft")
            }
        }
    }
}
