import AppLifeTestSupport
import Foundation
import LuaHost

@testable import Studio

extension ActionControl {
    /// The control of the studio row `name` with these arguments (a test's shorthand).
    static func named(_ name: String, _ arguments: LuaLiteral...) -> ActionControl {
        ActionControl(row(named: name)!, arguments)
    }

    /// The control the page sends as `{"op": "control", "control": name, ...fields}`,
    /// decoded as the server decodes it.
    static func sent(_ name: String, _ fields: [String: Any] = [:]) throws -> ActionControl {
        var object = fields
        object["id"] = 1
        object["op"] = "control"
        object["control"] = name
        let request = try StudioRequest.decode(Array(try JSONSerialization.data(withJSONObject: object)))
        guard case .control(let control) = request.operation else { throw TestFailure("\(name) is not a control") }
        return control
    }
}
