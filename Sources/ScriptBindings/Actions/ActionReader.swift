import Lifecycle
import LuaHost

/// Reads one action's arguments from its Lua call: apps and scenes by handle or by name on
/// the session's device, words from their list, option tables with their allowed keys, each
/// mistake with the message every action gives for it. A row's `read` checks its
/// arguments in the order it lists them, so the first bad one is the one reported.
///
///     .shortcut(try r.app(1), type: try r.string(2))
struct ActionReader {
    let call: LuaCall
    let binding: ActionBinding
    unowned let session: ScriptSession

    /// `user.tap`: the row's name as scripts write it, for messages.
    var lua: String { binding.lua }

    /// An app: the handle `app{}` returned, or its name.
    func app(_ index: Int32) throws -> AppID { try session.appArgument(call, index).id }

    /// A connected scene: a Scene object, or its name (`"Notes#2"`).
    func scene(_ index: Int32) throws -> SceneID { try session.sceneArgument(call, index) }

    func string(_ index: Int32) throws -> String { try call.string(index) }

    func optionalString(_ index: Int32) throws -> String? { try call.optionalString(index) }

    func isAbsent(_ index: Int32) -> Bool { call.type(index) == .none || call.type(index) == .nil }

    /// One of a word list's values (absent: `fallback`).
    func word<Value: RawRepresentable & CaseIterable>(
        _ index: Int32, _ fallback: Value, in what: String
    ) throws -> Value where Value.RawValue == String {
        let word = try call.optionalString(index) ?? fallback.rawValue
        guard let value = Value(rawValue: word) else {
            throw DeclarationError(unknown: word, in: what, candidates: Value.allCases.map(\.rawValue))
        }
        return value
    }

    /// A table argument whose keys must be among `allowed` (`what` names them in the error).
    func options(_ index: Int32, allowed: [String], what: String) throws -> LuaTable {
        let table = try session.state.table(try call.table(index))
        try session.checkKeys(table, allowed: allowed, what: what)
        return table
    }
}

extension ActionBinding {
    /// A reader for a call of this row.
    func reader(_ call: LuaCall, _ session: ScriptSession) -> ActionReader {
        ActionReader(call: call, binding: self, session: session)
    }
}
