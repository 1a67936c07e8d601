import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if AccountStore.shared.isLoggedIn {
            UserDefaults.standard.set("home", forKey: "screen")
        } else if AccountStore.shared.hasOldAccount {
            UserDefaults.standard.set("migrate", forKey: "screen")
        } else {
            UserDefaults.standard.set("login", forKey: "screen")
        }
        switch AccountStore.shared.plan {
        case .free:
            print("free")
        case .pro:
            print("pro")
        case .team(let size):
            print("team", size)
        }
        return true
    }
}

final class AccountStore {
    static let shared = AccountStore()
    var isLoggedIn = false
    var hasOldAccount = false
    var plan = Plan.free
}

enum Plan {
    case free, pro, team(Int)
}
