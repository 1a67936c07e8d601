import Lifecycle
import LuaHost

/// `user.*` and `system.*`: every row of the action table installed as a Lua function that
/// reads its call into a `DeviceAction` and performs it at the current virtual time. Only
/// the scenario may act: not app code, not an invariant. A new window's scene is returned.
extension ScriptSession {
    /// The functions of one library (`user` or `system`), by their short names.
    func actionLibrary(_ library: ActionBinding.Library) -> [(String, LuaFunction)] {
        ActionBinding.rows(of: library).map { row in (row.name, actionFunction(row)) }
    }

    private func actionFunction(_ row: ActionBinding) -> LuaFunction {
        let name = row.lua
        return LuaFunction(name) { [unowned self] call in
            try refuseInsideInvariant(name)
            guard run.currentApp == nil else {
                throw Misuse(.actionFromAppCode, name)
            }
            run.worldStarted = true
            let scene = try engine { try device.perform(row.read(row.reader(call, self))) }
            try checkInvariantsAfter(name)
            return try scene.map { try call.returning(sceneValue($0)) } ?? .none
        }
    }
}
