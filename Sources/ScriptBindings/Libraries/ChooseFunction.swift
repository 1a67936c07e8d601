import Lifecycle
import LuaHost

/// `choose(label [, count])`: a condition the model does not decide. `applife run` takes the
/// first branch (or the one `--choices` names), `applife explore`'s random walks take any, and
/// a counterexample names the ones its run took (docs/semantics.md, Choices).
extension ScriptSession {
    /// `choose("AppDelegate.swift:42 isLoggedIn")` is true (branch 1) or false (branch 2);
    /// `choose("Router.swift:9 tab", 3)` is 1, 2 or 3.
    func chooseFunction() -> LuaFunction {
        LuaFunction("choose") { [unowned self] call in
            try refuseInsideInvariant("choose()")
            guard call.type(1) == .string else {
                throw LuaHostError.message(
                    "choose: the first argument must be a string naming the condition, such as "
                        + "choose(\"AppDelegate.swift:42 isLoggedIn\") (got \(call.type(1).name))")
            }
            let label = try call.string(1)
            guard !label.isEmpty, label.utf8.count <= ChoiceLimits.maxLabelBytes else {
                throw LuaHostError.message(
                    "choose: the label must be 1 to \(ChoiceLimits.maxLabelBytes) bytes (got \(label.utf8.count)), "
                        + "such as \"AppDelegate.swift:42 isLoggedIn\"")
            }
            var count: Int64 = 2
            if !call.isNoneOrNil(2) {
                guard call.type(2) == .number, let n = try? call.integer(2) else {
                    throw LuaHostError.message(
                        "choose \"\(label)\": the count must be an integer from 2 to \(ChoiceLimits.maxBranches)"
                            + " (got \(call.type(2).name))")
                }
                guard (2...Int64(ChoiceLimits.maxBranches)).contains(n) else {
                    throw LuaHostError.message(
                        "choose \"\(label)\": the count must be an integer from 2 to \(ChoiceLimits.maxBranches) (got \(n))"
                    )
                }
                count = n
            }
            let branch: Int
            do {
                branch = try device.choose(label, among: Int(count))
            } catch let error as ChoiceError {
                throw LuaHostError.message(error.description)
            }
            if call.isNoneOrNil(2) { return call.returning(boolean: branch == 1) }
            return call.returning(integer: Int64(branch))
        }
    }
}
