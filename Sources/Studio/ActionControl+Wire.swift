import LuaHost
import ScriptBindings

/// A control on the wire: each parameter of its row travels in the wire field of the same
/// name (``ControlField``), a record's fields each in their own (the call's `answer`,
/// `after`, `duration`).
///
///     {"control": "tap", "app": "Todo"}                      // row tap, arguments ["Todo"]
///     {"control": "call", "answer": false, "after": 2}       // row call, arguments [{answer = false, after = 2}]
extension ActionControl {
    /// The control a request names, every field checked. A parameter the page left out is
    /// left out of the call (the Lua default), unless the row needs it.
    init(_ wire: WireRequest) throws {
        let name = wire.control ?? ""
        guard let row = Self.row(named: name) else {
            throw RequestError(
                "unknown 'control' \(StudioRequest.shown(name)); expected one of "
                    + Self.rows.map(\.name).joined(separator: ", "))
        }
        self.init(row, try row.parameters.map { try Self.argument($0, from: wire) })
    }

    /// The arguments as wire fields, by name: a record's by its fields' names.
    var fields: [(name: String, value: LuaLiteral)] {
        zip(row.parameters, arguments).flatMap { parameter, argument -> [(name: String, value: LuaLiteral)] in
            switch (parameter.type, argument) {
            case (_, .nil): return []
            case (.record, .table(_, let fields)):
                return fields.compactMap { field in
                    if case .string(let key) = field.key { (key, field.value) } else { nil }
                }
            default: return [(parameter.name, argument)]
            }
        }
    }

    /// Sets the wire fields that carry the arguments.
    func write(into wire: inout WireRequest) {
        for field in fields { ControlField.named(field.name)?.write(field.value, into: &wire) }
    }

    private static func argument(_ parameter: APIParameter, from wire: WireRequest) throws -> LuaLiteral {
        guard case .record(let fields) = parameter.type else { return try value(parameter, from: wire) ?? .nil }
        let present = try fields.compactMap { field in try value(field, from: wire).map { (field.name, $0) } }
        return present.isEmpty && parameter.optional ? .nil : .record(present)
    }

    /// The parameter's checked value; nil when the page left out an optional one. An optional
    /// parameter the wire has no field for is always left out (a tapped notification's options).
    private static func value(_ parameter: APIParameter, from wire: WireRequest) throws -> LuaLiteral? {
        guard let field = ControlField.of(parameter) else {
            if parameter.optional { return nil }
            throw RequestError("the studio has no field for '\(parameter.name)'")
        }
        guard let value = try field.read(parameter.name, from: wire) else {
            if parameter.optional { return nil }
            throw RequestError("'\(parameter.name)' is missing")
        }
        return value
    }
}
