import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var uploadTask: UIBackgroundTaskIdentifier = .invalid

    func applicationDidEnterBackground(_ application: UIApplication) {
        uploadTask = application.beginBackgroundTask(withName: "upload") {
            application.endBackgroundTask(self.uploadTask)
            self.uploadTask = .invalid
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
            print("upload finished")
            application.endBackgroundTask(self.uploadTask)
            self.uploadTask = UIBackgroundTaskIdentifier.invalid
        }
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        var local: UIBackgroundTaskIdentifier = .invalid
        local = application.beginBackgroundTask {
            application.endBackgroundTask(local)
        }
        application.endBackgroundTask(local)
    }
}
