import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var waitTask: UIBackgroundTaskIdentifier = .invalid

    func sceneDidEnterBackground(_ scene: UIScene) {
        // As NetNewsWire did: the app is still inactive here, so the wait never starts.
        guard UIApplication.shared.applicationState == .background else { return }
        waitTask = UIApplication.shared.beginBackgroundTask {
            UIApplication.shared.endBackgroundTask(self.waitTask)
        }
        UserDefaults.standard.set(true, forKey: "waitedForSync")
    }
}
