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

extension ActionReader {
    /// `user.ui(app or scene, name, ...)`: the app or window touched, the entry's name, and
    /// its arguments (strings, numbers, booleans within `UILimits`). Whether the app's
    /// screen offers the entry now is the engine's to say (`Device.refusal(of:)`).
    func uiAction() throws -> UIAction {
        let target = try uiTarget(1)
        guard call.type(2) == .string else {
            throw LuaHostError.badArgumentBecause(2, Misuse(.argUIEntryName, call.type(2).name))
        }
        let name = try call.name(2, what: "a ui entry's name")
        let count = Int(call.count) - 2
        guard count <= UILimits.arguments else {
            throw LuaHostError.badArgumentBecause(
                Int32(3 + UILimits.arguments), Misuse(.argUITooMany, "\(count)", "\(UILimits.arguments)"))
        }
        let arguments = try (0..<max(0, count)).map { try uiValue(Int32(3 + $0)) }
        return UIAction(target, name, arguments)
    }

    /// An app (its handle or name) or a window (a Scene, or a name like `"Notes#2"`).
    private func uiTarget(_ index: Int32) throws -> UITarget {
        if call.type(index) == .string {
            let name = try call.string(index)
            if let app = session.device.app(named: name) { return .app(app) }
            if name.contains("#") { return .scene(try scene(index)) }
            throw LuaHostError.badArgumentBecause(index, Misuse(.argNoAppOrScene, TextCut.text(name, limit: 80)))
        }
        if let handle = try? call.object(index, session.classes.app, as: AppHandle.self) { return .app(handle.id) }
        if let scene = try? call.object(index, session.classes.scene, as: SceneHandle.self) { return .scene(scene.id) }
        throw LuaHostError.badArgumentBecause(index, Misuse(.argAppOrScene, call.type(index).name))
    }

    /// One argument of a ui action: a string (read no further than its bound), a number or a boolean.
    private func uiValue(_ index: Int32) throws -> UIValue {
        let value: LuaValue
        switch call.type(index) {
        case .string:
            let (bytes, total) = try call.bytes(index, limit: UILimits.textBytes)
            guard total <= UILimits.textBytes else {
                throw LuaHostError.badArgument(index, "the argument " + UIValueProblem.tooLong(total).description)
            }
            value = .string(LuaString(bytes: bytes))
        case .number, .boolean:
            value = try call.value(index)
        default:
            throw LuaHostError.badArgument(index, "string, number or boolean expected, got \(call.type(index).name)")
        }
        switch UIValue.read(value) {
        case .success(let argument): return argument
        case .failure(let problem): throw LuaHostError.badArgument(index, "the argument " + problem.description)
        }
    }
}
