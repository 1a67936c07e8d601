/// A cancellable repeating timer (`dispatch.timer` → `timer:cancel()`).
public struct TimerHandle {
    unowned let device: Device
    let process: ProcessID
    let id: Int
    public func cancel() { device.cancelTimer(process, id: id) }
}

/// A notification observer registration, for `Application.remove(_:)`.
public struct ObserverToken: Hashable, Sendable {
    let process: ProcessID
    let id: Int
}

/// A dispatch group: `enter`, `leave`, and `notify` blocks that run on the app's main
/// queue once every `enter` has been balanced.
///
///     let group = application.makeGroup()
///     group.enter(); try application.work(1) { try group.leave() }
///     group.enter(); try application.work(2) { try group.leave() }
///     try group.notify { application.endBackgroundTask(id) }
///
/// An unbalanced `leave` is fatal in libdispatch, so it throws (the app crashes).
public final class WorkGroup {
    unowned let device: Device
    let process: ProcessID
    public private(set) var count = 0
    private var waiting: [Block] = []

    init(device: Device, process: ProcessID) {
        self.device = device
        self.process = process
    }

    public func enter() { count += 1 }

    public func leave() throws {
        guard count > 0 else {
            throw CallbackFailure(
                message: "BUG IN CLIENT OF LIBDISPATCH: Unbalanced call to dispatch_group_leave()",
                location: device.currentLocation?())
        }
        count -= 1
        if count == 0 { try flush() }
    }

    public func notify(_ body: @escaping Block) throws {
        waiting.append(body)
        if count == 0 { try flush() }
    }

    private func flush() throws {
        let blocks = waiting
        waiting = []
        guard device.isAlive(process) else { return }
        for b in blocks { try device.enqueueMain(process.app, after: 0, b) }
    }
}
