import Lifecycle
import LuaHost

/// The app handle's view of the trace (`app.records`, `app.background_tasks`): what the
/// app did through the system, as a scenario or a lab check reads it, never a value the
/// app's code reports about itself.
///
///     for _, r in ipairs(docs.records) do print(r.t, r.kind, r.callback or r.name) end
///     local task = docs.background_tasks[1]     -- { id = 1, name = "save", began = 1, ended = 11, process = 1 }
extension ScriptSession {
    static let recordAppFields = ["records", "background_tasks"]

    /// The app handle field `key` if it is one of these, else nil.
    func recordAppField(_ app: AppID, _ key: String) -> LuaValue? {
        switch key {
        case "records":
            let name = device.name(of: app)
            return .table(LuaTable(array: device.records.filter { $0.app == name }.map(Self.recordValue)))
        case "background_tasks":
            return .table(LuaTable(array: device.backgroundTasks(of: app).map(Self.taskValue)))
        default:
            return nil
        }
    }

    /// One trace record as a plain table: `t` (seconds), `kind`, and the fields it has;
    /// a callback's `callback` is its name as expectations write it (`didEnterBackground`,
    /// `scene.willConnect`).
    static func recordValue(_ record: TraceRecord) -> LuaValue {
        var table = LuaTable()
        table["t"] = .number(record.time.seconds)
        table["kind"] = .string(LuaString(record.kind.rawValue))
        func put(_ key: String, _ value: String?) {
            if let value { table[key] = .string(LuaString(value)) }
        }
        put("name", record.name)
        put("scene", record.scene)
        put("state", record.state)
        put("from", record.from)
        put("to", record.to)
        put("reason", record.reason)
        put("message", record.message)
        if let id = record.id { table["id"] = .integer(Int64(id)) }
        if record.kind == .callback, let name = record.name {
            let event = ObservedEvent(
                time: record.time, app: record.scene ?? record.app ?? "", name: name,
                phase: record.from.map { "\($0)->\(record.to ?? "?")" })
            put("callback", event.shortName)
            if case .bool(let implemented)? = record.field("implemented") {
                table["implemented"] = .boolean(implemented)
            }
        }
        return .table(table)
    }

    /// One background task: `id`, `name`, `process`, `began`, and `ended`, `expired`,
    /// `killed` (seconds) when they happened.
    static func taskValue(_ span: BackgroundTaskSpan) -> LuaValue {
        var table = LuaTable()
        table["id"] = .integer(Int64(span.id))
        if let name = span.name { table["name"] = .string(LuaString(name)) }
        table["process"] = .integer(Int64(span.process))
        table["began"] = .number(span.began.seconds)
        if let ended = span.ended { table["ended"] = .number(ended.seconds) }
        if let expired = span.expired { table["expired"] = .number(expired.seconds) }
        if let killed = span.killed { table["killed"] = .number(killed.seconds) }
        return .table(table)
    }
}
