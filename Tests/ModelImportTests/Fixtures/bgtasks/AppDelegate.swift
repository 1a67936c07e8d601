import BackgroundTasks
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    let refreshID = "com.example.feed.refresh"

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshID, using: nil) { task in
            self.handleRefresh(task: task)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.feed.cleanup", using: nil) { task in
            task.expirationHandler = {
                task.setTaskCompleted(success: false)
            }
            UserDefaults.standard.set(true, forKey: "cleaned")
            task.setTaskCompleted(success: true)
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        scheduleRefresh()
        let cleanup = BGProcessingTaskRequest(identifier: "com.example.feed.cleanup")
        cleanup.requiresExternalPower = true
        cleanup.requiresNetworkConnectivity = false
        try? BGTaskScheduler.shared.submit(cleanup)
    }

    func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("could not schedule", error)
        }
    }

    func handleRefresh(task: BGTask) {
        scheduleRefresh()
        task.expirationHandler = {
            task.setTaskCompleted(success: false)
        }
        UserDefaults.standard.set("fresh", forKey: "feed")
        task.setTaskCompleted(success: true)
    }
}
