import Exploration
import Lifecycle
import LuaHost

/// `invariant(name, fn)` as declared: `fn()` returns true while it holds, or false (nil)
/// and an optional message when it does not.
struct InvariantDeclaration {
    let name: String
    let check: LuaRef
    let location: String?
}

/// `invariant(name, fn)` and the `invariants` library of built-in checks
/// (`invariants.no_crash`, ...). `applife explore` checks every invariant after every
/// step; `applife run` checks them after every user or system action and every time the
/// time line lets time pass, so a written counterexample fails under `run` too.
extension ScriptSession {
    func invariantFunction() -> LuaFunction {
        LuaFunction("invariant") { [unowned self] call in
            try refuseInsideInvariant("invariant()")
            guard run.currentApp == nil else {
                throw Misuse(.calledFromAppCode, "invariant()")
            }
            let name = try call.name(1, what: "invariant name")
            guard !name.isEmpty else { throw LuaHostError.badArgument(1, "an invariant needs a name") }
            let check = try call.function(2)
            if run.invariants.contains(where: { $0.name == name }) {
                throw LuaHostError.message("invariant '\(name)' is declared twice: invariant names must be unique")
            }
            run.invariants.append(InvariantDeclaration(name: name, check: check, location: state.currentLocation()))
            return .none
        }
    }

    /// `invariants.no_crash` and the other built-in checks, as functions an invariant can use.
    func invariantsLibrary() -> [(String, LuaFunction)] {
        BuiltinInvariant.allCases.map { builtin in
            (
                builtin.luaName,
                LuaFunction("invariants.\(builtin.luaName)") { [unowned self] call in
                    if builtin == .engine {
                        let problems = device.invariantViolations()
                        return problems.isEmpty
                            ? call.returning(boolean: true)
                            : try call.returning(.boolean(false), .string(LuaString(problems.joined(separator: "; "))))
                    }
                    guard let violation = builtin.violation(in: device.records[...]) else {
                        return call.returning(boolean: true)
                    }
                    return try call.returning(.boolean(false), .string(LuaString(violation.message)))
                }
            )
        }
    }

    /// The declared invariants that do not hold now, in declaration order. An invariant
    /// that raises an error (or touches the world) is a script error naming it.
    func brokenInvariants() throws -> [(InvariantDeclaration, InvariantViolation)] {
        var broken: [(InvariantDeclaration, InvariantViolation)] = []
        for declaration in run.invariants {
            run.checkingInvariant = declaration.name
            defer { run.checkingInvariant = nil }
            let results: [LuaValue]
            do {
                results = try state.call(.reference(declaration.check), arguments: [], stringLimit: TextBound.message)
            } catch var error as LuaError {
                if error.kind == .runtime {
                    error.message = "invariant '\(declaration.name)' raised an error: \(error.message)"
                }
                throw error
            }
            if results.first?.isTruthy == true { continue }
            var message =
                results.isEmpty
                ? "returned nothing (an invariant returns true, or false and a message: is a `return` missing?)"
                : "returned \(results[0].isNil ? "nil" : "false")"
            if results.count > 1 { message = TextCut.text(try describe(results[1]), limit: TextBound.message) }
            broken.append(
                (
                    declaration,
                    InvariantViolation(name: declaration.name, message: message, location: declaration.location)
                ))
        }
        return broken
    }

    /// `applife run`: after an action or a wait, a broken invariant fails the scenario like
    /// an expectation, with the invariant's message. Explore checks its own way.
    func checkInvariantsAfter(_ what: String) throws {
        guard checksInvariants, !run.invariants.isEmpty, run.checkingInvariant == nil else { return }
        guard let (declaration, violation) = try brokenInvariants().first else { return }
        device.append(TraceRecord(kind: .expect, name: "invariant", message: "fail", at: declaration.location))
        run.stop.failure = ExpectationFailure(
            location: declaration.location,
            text: "invariant '\(declaration.name)' violated after \(what)\n\(violation.message)")
        throw state.stopScript("invariant '\(declaration.name)' violated")
    }

    /// World-changing calls are refused while an invariant runs: invariants only read.
    func refuseInsideInvariant(_ what: String) throws {
        if let name = run.checkingInvariant {
            throw Misuse(.calledFromInvariant, what, name)
        }
    }
}
