import Lifecycle
import LuaHost
import MessageCatalog

/// `device{}`: the profile a script sets before anything happens.
extension ScriptSession {
    /// `device{ ios = 12, lock = "resignOnly", ... }`: the profile, before anything happens.
    func deviceFunction() -> LuaFunction {
        LuaFunction("device") { [unowned self] call in
            try refuseInsideInvariant("device{}")
            guard !run.worldStarted else {
                throw Misuse(.deviceAfterAction)
            }
            let table = try state.table(try call.table(1))
            var profile = device.profile
            if let ios = options.ios {
                profile = try Self.profile(ios: Int64(ios), from: "--ios", options.language)  // --ios wins over the file
            } else if case .integer(let ios) = table["ios"] {
                profile = try Self.profile(ios: ios, from: "device{}: ios =", options.language)
            } else if !table["ios"].isNil {
                throw LuaHostError.message(
                    "device{}: field 'ios' must be an integer iOS version (got \(table["ios"].typeName))")
            }
            for field in table.fields {
                guard case .string(let key) = field.key, key.text != "ios" else { continue }
                let value: SwitchValue
                switch field.value {
                case .boolean(let b): value = .bool(b)
                case .integer(let i): value = .number(Double(i))
                case .number(let d): value = .number(d)
                case .string(let s): value = .string(s.text)
                default:
                    throw LuaHostError.message("device{}: switch '\(key.text)' takes a boolean, number or string")
                }
                try refuseSaturatingSeconds(key.text, value)
                try engine { try profile.set(key.text, to: value) }
            }
            if let problem = device.incompatibility(with: profile) {
                throw LuaHostError.message("device{}: \(problem.text(options.language))")
            }
            device.profile = profile
            return .none
        }
    }

    /// The longest time a script may give a switch that takes seconds (about 11.6 days).
    static let maximumSwitchSeconds: Double = 1_000_000

    /// A switch in seconds past ``maximumSwitchSeconds`` would make every deadline it sets stop
    /// at the clock's end (about 292 years), and the next task would be blamed on the app.
    private func refuseSaturatingSeconds(_ name: String, _ value: SwitchValue) throws {
        let seconds: Double?
        switch value {
        case .number(let n): seconds = n
        case .string(let text): seconds = Double(text)  // numbers may come as text
        case .bool: seconds = nil
        }
        guard Profile.describe(name)?.accepts == "seconds", let n = seconds, n > Self.maximumSwitchSeconds else {
            return
        }
        throw LuaHostError.message(
            "device{}: switch '\(name)' takes seconds from 0 to \(Int(Self.maximumSwitchSeconds)) (got \(formatLuaNumber(n)))"
        )
    }

    /// The profile of a modelled iOS version; anything else is refused, naming where it came from.
    static func profile(ios: Int64, from what: String, _ language: Language) throws -> Profile {
        do {
            return try Profile.validated(ios: Int(clamping: ios))
        } catch let error as EngineError {
            throw LuaHostError.message(versionProblem(ios: ios, from: what, error, language))
        }
    }

    static func versionProblem(ios: Int64, from what: String, _ error: EngineError, _ language: Language) -> String {
        "\(what) \(ios): \(error.text(language))"
    }
}
