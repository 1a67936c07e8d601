import Foundation

final class SyncEngine {
    static let shared = SyncEngine()

    func saveState() {
        UserDefaults.standard.set(true, forKey: "syncStateSaved")
        print("sync state saved")
    }

    func rebuildSearchIndex() {
        var words = 0
        words += 1
        words += 1
        words += 1
        words += 1
        words += 1
        words += 1
        words += 1
        words += 1
        words += 1
        words += 1
        words += 1
        words += 1
        print(words)
    }
}
