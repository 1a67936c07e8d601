import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var visits = 0

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        print("connected")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        visits += 1
        print("visit", visits)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        print("resign")
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        print("foreground")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        UserDefaults.standard.set(visits, forKey: "visits")
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        print("disconnected")
    }
}
