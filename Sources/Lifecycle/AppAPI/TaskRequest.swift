/// BGTaskScheduler's values (facts §5.5, [S13]): a request the app submits, the errors
/// `submit` throws, and the running task its launch handler receives.
///
///     try app.registerTask("com.acme.refresh") { task in
///         task.expirationHandler = { task.setTaskCompleted(success: false) }
///         try app.work(5) { task.setTaskCompleted(success: true) }
///     }
///     try app.submitTask(TaskRequest(identifier: "com.acme.refresh", kind: .refresh, earliestBegin: 900))
public struct TaskRequest: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// `BGAppRefreshTaskRequest` (needs the `fetch` background mode).
        case refresh
        /// `BGProcessingTaskRequest` (needs the `processing` background mode).
        case processing
    }

    public var identifier: String
    public var kind: Kind
    /// `earliestBeginDate`, in seconds from the submission; nil: any time.
    public var earliestBegin: Double?
    /// BGProcessingTaskRequest's conditions (recorded, not simulated).
    public var requiresExternalPower: Bool
    public var requiresNetworkConnectivity: Bool
    /// When it was submitted (set by the device).
    var submitted: Int64 = 0

    public init(
        identifier: String, kind: Kind, earliestBegin: Double? = nil, requiresExternalPower: Bool = false,
        requiresNetworkConnectivity: Bool = false
    ) {
        self.identifier = identifier
        self.kind = kind
        self.earliestBegin = earliestBegin
        self.requiresExternalPower = requiresExternalPower
        self.requiresNetworkConnectivity = requiresNetworkConnectivity
    }

    /// The class name, as traces show it.
    var className: String { kind == .refresh ? "BGAppRefreshTask" : "BGProcessingTask" }

    /// The earliest time it may run.
    var earliest: Int64 { submitted.later(by: VirtualTime.seconds(earliestBegin ?? 0).nanoseconds) }

    public static func == (a: TaskRequest, b: TaskRequest) -> Bool {
        a.identifier == b.identifier && a.kind == b.kind && a.earliestBegin == b.earliestBegin
            && a.requiresExternalPower == b.requiresExternalPower
            && a.requiresNetworkConnectivity == b.requiresNetworkConnectivity
    }
}

/// `BGTaskScheduler.Error.Code`: why `submit` refused a request.
public enum TaskSubmitError: String, Error, Sendable, CaseIterable {
    /// The identifier is not in BGTaskSchedulerPermittedIdentifiers, or the background mode is missing.
    case notPermitted
    /// More than 1 refresh or 10 processing requests pending.
    case tooManyPendingTaskRequests
    /// Background work is not available (the user force-quit the app, background refresh off).
    case unavailable
}

/// A task's launch handler (app code).
public typealias TaskHandler = (TaskHandle) throws -> Void

/// The `BGTask` a launch handler receives: set an expiration handler, call
/// `setTaskCompleted(success:)` exactly once before its time runs out.
public final class TaskHandle {
    unowned let device: Device
    let process: ProcessID
    let number: Int
    public let identifier: String
    public let kind: TaskRequest.Kind

    init(device: Device, process: ProcessID, number: Int, identifier: String, kind: TaskRequest.Kind) {
        self.device = device
        self.process = process
        self.number = number
        self.identifier = identifier
        self.kind = kind
    }

    /// Called shortly before the task's time expires; without one the task is marked
    /// completed (unsuccessfully) instead ([S13]).
    public var expirationHandler: Block? {
        get { device.runningTask(self)?.expiration }
        set { device.setExpirationHandler(self, newValue) }
    }

    /// Ends the task; a second call is a warning.
    public func setTaskCompleted(success: Bool) { device.completeTask(self, success: success) }
}

/// A BGTask a process is running.
struct RunningTask {
    let number: Int
    let identifier: String
    let kind: TaskRequest.Kind
    var expiration: Block?
    /// Its expiration has begun (early or on time): it happens once.
    var expiring = false
}
