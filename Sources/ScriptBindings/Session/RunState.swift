import Lifecycle
import LuaHost

/// What one run of a scenario file has declared and done, kept by its ``ScriptSession``.
/// A run starts from a new one (``ScriptSession/startAnotherRun()``), so nothing a run leaves
/// here reaches the next.
struct RunState {
    // MARK: What the script declared

    /// Installed apps' handles, by app, and their names.
    var handles: [AppID: AppHandle] = [:]
    var appNames: Set<String> = []
    /// Scenarios the main chunk declared, in order, and their names.
    var scenarios: [ScenarioDeclaration] = []
    var scenarioNames: Set<String> = []
    /// `invariant(name, fn)` declarations, in order.
    var invariants: [InvariantDeclaration] = []
    /// Scene objects by scene, made once so callbacks see the same object.
    var sceneObjects: [SceneID: LuaRef] = [:]
    /// Each app's `UNUserNotificationCenter.current()`.
    var notificationCenters: [AppID: LuaRef] = [:]

    // MARK: Where the run is

    /// Whether an action has run yet (`device{}` must come before).
    var worldStarted = false
    /// A scenario body runs: declaring another now would be lost.
    var scenarioRunning = false
    /// The app whose code runs now (the innermost, when one app's code runs another's), nil
    /// outside app code. Each call into app code saves and restores it.
    var currentApp: AppID?
    /// The scene whose callback runs now, if the app code is a scene's.
    var currentScene: SceneID?
    /// Inside a performExpiringActivity block: the seconds its `busy` calls keep its thread
    /// blocked so far (nil elsewhere, where `busy` blocks the main thread).
    var expiringBusy: Double?
    /// The invariant running now, if one is (it may only read).
    var checkingInvariant: String?

    // MARK: Expectations

    /// Where `expect.callbacks` starts counting (records' seq).
    var expectMark = 0
    /// Per app name: crashes up to this record sequence number were expected.
    var expectedCrashes: [String: Int] = [:]
    /// What each expectation compared, passed or not (with `RunOptions.recordsExpectations`).
    var checked: [ExpectationDetail] = []
    /// What stopped the run, if anything did.
    var stop = StopState()
}

/// Why and where a run stopped early (``ScriptSession/stop(_:)``): no more app code runs, and
/// records after the stop are not shown. The REPL forgets it before each input.
struct StopState {
    /// A failed expectation (it raises to stop the scenario).
    var failure: ExpectationFailure?
    /// A budget that tripped inside app code, or a misuse of the API there: the run cannot
    /// go on.
    var fatal: LuaError?
    /// A misuse of the API raised inside app code, waiting for that code to return.
    var misuse: LuaError?
    /// Records from this sequence number on belong to a run that had already stopped.
    var seq: Int?
}
