import LuaHost
import ScriptBindings

/// A control of the page's device: a row of the action table that the studio offers
/// (`ActionBinding.studio`), with its arguments as the page gave them. The session runs its
/// statement, the row's own Lua call, so the trace, the REPL's `:save`, a scenario file and
/// explore's counterexamples word the action the same way.
///
///     {"op": "control", "control": "tap", "app": "Todo"}           // user.tap("Todo")
///     {"op": "control", "control": "call", "answer": true, "after": 2, "duration": 30}
///                                           // system.call{answer = true, after = 2, duration = 30}
public struct ActionControl: Sendable, Equatable {
    public let row: ActionBinding
    /// The call's arguments in the row's parameter order; one the page left out is nil.
    public let arguments: [LuaLiteral]

    init(_ row: ActionBinding, _ arguments: [LuaLiteral]) {
        var arguments = arguments
        while arguments.last == .nil { arguments.removeLast() }
        self.row = row
        self.arguments = arguments
    }

    /// The rows the page offers, in the action table's order.
    public static let rows = ActionBinding.all.filter { $0.studio != nil }

    /// The row the page names `name` (nil: the page offers none by that name).
    static func row(named name: String) -> ActionBinding? { rows.first { $0.name == name } }

    /// The control's name on the wire: its row's name.
    public var name: String { row.name }

    /// The Lua statement a scenario writes for this action.
    public var statement: String { row.call(arguments) }

    public static func == (a: ActionControl, b: ActionControl) -> Bool {
        a.row.lua == b.row.lua && a.arguments == b.arguments
    }
}
