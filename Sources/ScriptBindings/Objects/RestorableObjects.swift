import Lifecycle
import LuaHost

/// What continueUserActivity's restorationHandler takes: a list of objects (Lua tables),
/// each with a `restoreUserActivityState` method UIKit calls with the activity
/// (UIUserActivityRestoring). Both steps run in Lua, so the objects keep their identity
/// and their metatables' methods: `check` answers the count, or false with the first
/// object that is not one (its index, its type, the names of its functions, space-separated); `run` calls
/// them in order.
struct RestorableObjects {
    let check: LuaRef
    let run: LuaRef

    init(state: LuaState) throws {
        let chunk = try state.loadHostChunk(
            """
            local function check(objects)
              if type(objects) ~= "table" then return false, 0, type(objects) end
              local n = #objects
              for i = 1, n do
                local object = objects[i]
                if type(object) ~= "table" then return false, i, type(object) end
                if type(object.restoreUserActivityState) ~= "function" then
                  local names = {}
                  for key, value in pairs(object) do
                    if type(key) == "string" and type(value) == "function" and #names < 50 then
                      names[#names + 1] = key
                    end
                  end
                  table.sort(names)
                  return false, i, "table", table.concat(names, " ")
                end
              end
              return n
            end
            local function run(objects, activity)
              for i = 1, #objects do
                local object = objects[i]
                object:restoreUserActivityState(activity)
              end
            end
            return check, run
            """, name: "=[applife]")
        let made = try state.call(.reference(chunk), arguments: [])
        check = try state.makeReference(made.first ?? .nil)
        run = try state.makeReference(made.count > 1 ? made[1] : .nil)
    }

    static let method = "restoreUserActivityState"

    /// The misuse `check` found, if any, worded with its fix.
    static func problem(_ answer: [LuaValue]) -> Error? {
        guard case .boolean(false)? = answer.first else { return nil }
        let index = answer.count > 1 ? answer[1].integerValue ?? 0 : 0
        let type = answer.count > 2 ? answer[2].stringValue ?? "?" : "?"
        guard index > 0 else {
            return LuaHostError.badArgument(
                1, "a list of objects expected ({ obj, ... }, each with a \(method) method), got \(type)")
        }
        var names: [String] = []
        if answer.count > 3, let text = answer[3].stringValue { names = text.split(separator: " ").map(String.init) }
        let what = "restorationHandler's object \(index)"
        guard type == "table" else {
            return LuaHostError.badArgument(1, "\(what) is a \(type): a table with a \(method) method expected")
        }
        if let near = names.first(where: { Spelling.nearest(to: $0, in: [method]) != nil }) {
            return LuaHostError.badArgument(
                1, "\(what) has no \(method) method (did you mean '\(method)' for '\(near)'?)")
        }
        return LuaHostError.badArgument(
            1, "\(what) has no \(method) method: UIKit calls object:\(method)(activity) on each object")
    }
}
