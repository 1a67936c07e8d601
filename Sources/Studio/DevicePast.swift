import Lifecycle

/// The device as each request left it, so that a timeline mark can show the phone at its
/// moment without replaying anything: a mark's record belongs to the first request after
/// which the session had more records than its index.
///
///     var past = DevicePast()
///     past.keep(DeviceSnapshot.json(device), records: 12)
///     past.event(record: 5, records: repl.records)   // {"ev":"past","record":5,"at":"0.000","device":{...}}
struct DevicePast {
    /// The newest this many are kept (a device is about a kilobyte).
    static let kept = 2_000

    private var snapshots: [(records: Int, device: String)] = []
    /// Records before this one belong to devices no longer kept.
    private var forgotten = 0

    /// The device after a request, when the session had `records` records.
    mutating func keep(_ device: String, records: Int) {
        if let last = snapshots.last, last.records == records {
            snapshots[snapshots.count - 1].device = device
        } else {
            snapshots.append((records, device))
        }
        if snapshots.count > Self.kept {
            let dropped = snapshots.count - Self.kept
            forgotten = snapshots[dropped - 1].records
            snapshots.removeFirst(dropped)
        }
    }

    /// `past` with the device after the request that recorded `record`, and that record's
    /// time; without a device when the record is not in the trace or no longer kept.
    func event(record: Int, records: some Collection<TraceRecord>) -> JSONObject {
        var object = JSONObject()
        object.add("ev", "past")
        object.add("record", record)
        guard record < records.count else {
            object.add("reason", "the trace has no record \(record) (it has \(records.count))")
            return object
        }
        let time = records[records.index(records.startIndex, offsetBy: record)].time
        object.add("at", time.fixed3)
        guard record >= forgotten, let found = snapshots.first(where: { $0.records > record }) else {
            object.add("reason", "the device at that moment is no longer kept (the newest \(Self.kept) are)")
            return object
        }
        object.addRaw("device", found.device)
        return object
    }
}
