/// What the system keeps of an app's notifications: records that outlive its processes
/// (and reboots), written only by the device through the mutations below, each of which
/// keeps the invariants (checked as it is made, in debug builds).
///
///     let discarded = notifications.add(entry)   // past the limit, the latest-firing request goes
///     notifications.takeDelivered("r1")          // the user tapped it in Notification Center

/// The app's notification requests, what Notification Center shows, its categories, and
/// its push registration.
struct NotificationRecords: KeepsInvariants {
    static let owner = "notification records"

    /// Requests waiting for their trigger, in the order they were added: at most
    /// `NotificationLimits.pending`, each with its own serial.
    private(set) var pending: [PendingNotification] = []
    /// Shown notifications still in Notification Center, oldest first: at most
    /// `NotificationLimits.delivered`, one per identifier.
    private(set) var delivered: [DeliveredNotification] = []
    /// The categories of the last `setNotificationCategories`.
    private(set) var categories: [NotificationCategory] = []
    /// Registered with APNs (`isRegisteredForRemoteNotifications`).
    private(set) var pushRegistered = false
    /// Bumped when the app is deleted: the next installation gets a new device token.
    private(set) var installation = 0

    var violations: [String] {
        var problems: [String] = []
        if pending.count > NotificationLimits.pending { problems.append("\(pending.count) pending requests") }
        if Set(pending.map(\.serial)).count != pending.count { problems.append("two pending requests share a serial") }
        if delivered.count > NotificationLimits.delivered { problems.append("\(delivered.count) delivered") }
        if Set(delivered.map(\.notification.requestIdentifier)).count != delivered.count {
            problems.append("two delivered notifications share an identifier")
        }
        return problems
    }

    // MARK: Pending requests

    /// Adds a request. Past `NotificationLimits.pending` the system keeps the soonest-firing
    /// ones (Apple's UILocalNotification page): the one it discarded, maybe `entry` itself.
    mutating func add(_ entry: PendingNotification) -> PendingNotification? {
        pending.append(entry)
        var discarded: PendingNotification?
        if pending.count > NotificationLimits.pending {
            let latest = pending.max { ($0.fireTime, $0.serial) < ($1.fireTime, $1.serial) }!
            pending.removeAll { $0.serial == latest.serial }
            discarded = latest
        }
        check()
        return discarded
    }

    /// A repeating request fired: it fires next at `time`.
    mutating func reschedule(_ serial: Int, at time: Int64) {
        guard let i = pending.firstIndex(where: { $0.serial == serial }) else { return }
        pending[i].fireTime = time
    }

    /// Removes the matching requests: those removed.
    mutating func removePending(where matches: (PendingNotification) -> Bool) -> [PendingNotification] {
        let removed = pending.filter(matches)
        if !removed.isEmpty { pending.removeAll(where: matches) }
        return removed
    }

    // MARK: Notification Center

    /// The system showed the notification: Notification Center keeps it until the user or
    /// the app removes it; a newer one with its identifier replaces it; past
    /// `NotificationLimits.delivered` the oldest goes.
    mutating func noteDelivered(_ notification: UserNotification) {
        delivered.removeAll { $0.notification.requestIdentifier == notification.requestIdentifier }
        delivered.append(DeliveredNotification(notification: notification))
        if delivered.count > NotificationLimits.delivered {
            delivered.removeFirst(delivered.count - NotificationLimits.delivered)
        }
        check()
    }

    /// The user tapped the delivered notification: it leaves Notification Center.
    mutating func takeDelivered(_ identifier: String) -> UserNotification? {
        guard let i = delivered.firstIndex(where: { $0.notification.requestIdentifier == identifier }) else {
            return nil
        }
        return delivered.remove(at: i).notification
    }

    /// The app removed delivered notifications: those with these identifiers, or all (nil).
    mutating func removeDelivered(_ identifiers: Set<String>?) {
        delivered.removeAll { identifiers?.contains($0.notification.requestIdentifier) ?? true }
    }

    // MARK: Categories and push

    /// `setNotificationCategories(_:)`: replaces every registered category.
    mutating func setCategories(_ categories: [NotificationCategory]) { self.categories = categories }

    mutating func registeredForPush() { pushRegistered = true }

    mutating func unregisteredForPush() { pushRegistered = false }

    /// The app was deleted: everything goes, and the next installation gets a new device
    /// token. The pending requests it had, whose triggers go too.
    mutating func appDeleted() -> [PendingNotification] {
        defer { self = NotificationRecords(installation: installation + 1) }
        return pending
    }

    private init(installation: Int) { self.installation = installation }

    init() {}
}

/// A request waiting for its trigger; its trigger event in the queue carries `serial`.
struct PendingNotification {
    var request: NotificationRequest
    /// When it fires next.
    var fireTime: Int64
    let serial: Int

    var repeats: Bool { request.trigger?.repeats == true }
}

/// A notification the system showed, as `getDeliveredNotifications` reports it.
public struct DeliveredNotification: Sendable, Equatable {
    public var notification: UserNotification
    /// `UNNotification.date`: when it was delivered.
    public var date: VirtualTime { notification.date }
}

/// The trigger events of every app's pending requests.
struct NotificationClock {
    /// The serial number of the next trigger event.
    var nextSerial = 1
    /// The number in the identifier of the next push whose sender gave none (`push-N`).
    var nextPush = 1
    /// Pending repeating requests (each has one trigger event queued): `runUntilIdle`
    /// stops when nothing else is pending.
    var repeating = 0
}
