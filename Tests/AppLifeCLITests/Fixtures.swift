import AppLifeTestSupport
@testable import AppLifeCLI

/// What several AppLifeCLI suites read: the labs and their exercises.
enum Fixtures {
    /// The repository's labs/ folder.
    static let labs = Repository.path("labs")

    /// Every exercise, in the lab's order (`launch-order`, `home-and-return`, ...).
    static func exerciseNames() -> [String] {
        (try? LabCatalog(root: labs).set.exercises) ?? []
    }
}
