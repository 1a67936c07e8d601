/// The device's installed apps, addressed by `AppID`. The only place where an app's
/// identity meets storage: everything else passes IDs.
struct AppTable {
    private var records: [AppRecord] = []

    var count: Int { records.count }
    /// How many of them are system apps.
    private(set) var systemCount = 0

    /// Every app, in installation order.
    var ids: [AppID] { records.indices.map { AppID(slot: $0) } }

    /// Whether the ID belongs to an app of this table (IDs of another device do not).
    func contains(_ id: AppID) -> Bool { records.indices.contains(id.slot) }

    subscript(_ id: AppID) -> AppRecord {
        @inline(__always) get { records[id.slot] }
    }

    /// Adds the record `make` builds for the new app's ID.
    mutating func append(_ make: (AppID) -> AppRecord) -> AppID {
        let id = AppID(slot: records.count)
        records.append(make(id))
        if records[id.slot].isSystem { systemCount += 1 }
        return id
    }

    /// The first app, in installation order, matching `predicate`.
    func first(where predicate: (AppRecord) -> Bool) -> AppID? {
        records.firstIndex(where: predicate).map { AppID(slot: $0) }
    }

    /// The apps matching `predicate`, in installation order.
    func filter(_ predicate: (AppRecord) -> Bool) -> [AppID] {
        records.indices.filter { predicate(records[$0]) }.map { AppID(slot: $0) }
    }
}
