import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func applicationDidEnterBackground(_ application: UIApplication) {
        SyncEngine.shared.saveState()
        SyncEngine.shared.rebuildSearchIndex()
    }
}
