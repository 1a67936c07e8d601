import Lifecycle
import LuaHost

/// A lab set as its author wrote it in `lab.lua`:
///
///     return {
///       title = "The iOS app life cycle",
///       welcome = [[Edit one file per exercise; applife checks it.]],
///       exercises = { "launch-order", "home-and-return" },
///     }
public struct LabSet: Sendable {
    public var title: String
    public var welcome: String
    /// Exercise folder names, in learning order.
    public var exercises: [String]
    /// `zh = { title = ..., welcome = ... }`: the title and welcome in other languages.
    public var translations: [LabLanguage: LabSetText] = [:]

    public func title(in language: LabLanguage) -> String { translations[language]?.title ?? title }
    public func welcome(in language: LabLanguage) -> String { translations[language]?.welcome ?? welcome }
}

/// One exercise's `exercise.lua`: what it teaches, its hints, and the checks
/// (scenarios of the same name in `checks.lua`).
///
///     return {
///       title = "The order of launch callbacks",
///       concept = "seed 002; facts §1.1",
///       points = 10,
///       hints = { "Launch from the icon has three callbacks.", "..." },
///       checks = {
///         { name = "cold launch", rationale = "willFinishLaunching comes first" },
///         { name = "every step", depends = { "cold launch" }, hidden = true,
///           rationale = "..." },
///       },
///     }
public struct ExerciseManifest: Sendable {
    public var title: String
    public var concept: String
    public var points: Double
    public var hints: [String]
    /// The check each hint helps with (`{ "text", check = "name" }`), nil for a general one;
    /// as many as `hints`.
    public var hintChecks: [String?] = []
    public var checks: [CheckManifest]
    /// `zh = { title = ..., hints = { ... } }`: the title and hints in other languages.
    public var translations: [LabLanguage: ExerciseText] = [:]

    public func title(in language: LabLanguage) -> String { translations[language]?.title ?? title }
    public func hints(in language: LabLanguage) -> [String] { translations[language]?.hints ?? hints }

    /// The order hints are revealed in when `failing` is the first check that does not pass:
    /// that check's hints first, then the general ones, then the other checks' (each group in
    /// the written order). Indices into `hints`; the written order when nothing fails.
    public func hintOrder(failing: String?) -> [Int] {
        let indices = Array(hints.indices)
        guard let failing else { return indices }
        func tag(_ index: Int) -> String? { index < hintChecks.count ? hintChecks[index] : nil }
        return indices.filter { tag($0) == failing } + indices.filter { tag($0) == nil }
            + indices.filter { tag($0) != nil && tag($0) != failing }
    }
}

/// One check: a scenario of `checks.lua` run against the student's file.
public struct CheckManifest: Sendable, Equatable {
    public var name: String
    /// Why the check matters, shown when it fails (and, for a hidden check, instead of the diff).
    public var rationale: String
    /// Checks that must pass first; if one does not, this one is skipped.
    public var depends: [String]
    /// A hidden check shows only its rationale, never its scenario or diff.
    public var hidden: Bool
    /// Its weight in the exercise's points (default 1).
    public var weight: Double
    /// An exploration check: instead of running the scenario of that name, `applife explore`
    /// runs over `checks.lua` (its apps and invariants, with the student's code), and the
    /// check passes when no sequence breaks an invariant.
    public var explore: ExploreCheck? = nil
    /// How much a failure tells (the exercise's `reveal`, else ``Reveal/first``).
    public var reveal: Reveal = .first
    /// The check compares a prediction with what UIKit did, so its timeline is the answer:
    /// it is shown only with ``Reveal/all``. (A failed `expect.prediction` counts as one too.)
    public var prediction = false
    /// `zh = { title = ..., rationale = ... }`: the title and rationale in other languages.
    public var translations: [LabLanguage: CheckText] = [:]

    /// How the check is named to a student: the translation's title, else its name.
    public func title(in language: LabLanguage) -> String { translations[language]?.title ?? name }
    public func rationale(in language: LabLanguage) -> String { translations[language]?.rationale ?? rationale }
}

/// `explore = { runs = 300, depth = 8, seed = 1 }` in a check of `exercise.lua`.
public struct ExploreCheck: Sendable, Equatable {
    public var runs = 300
    public var depth = 8
    public var seed = 1
}

/// A lab file that is not what the format asks for; the message names the file and field.
public struct LabFormatError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Reads `lab.lua` and `exercise.lua` files: each is a Lua chunk, run in an
/// empty sandbox with a small budget, that returns a table.
///
/// Call it on a thread with a large stack (``LuaThread``).
public enum LabManifestReader {
    public static func labSet(path: String, source: [UInt8]) throws -> LabSet {
        let table = try evaluate(path: path, source: source)
        let reader = FieldReader(path: path, table: table)
        var set = LabSet(
            title: try reader.string("title"),
            welcome: try reader.string("welcome", default: ""),
            exercises: try reader.names("exercises"))
        for (language, text) in try reader.translations(["title", "welcome"]) {
            set.translations[language] = LabSetText(
                title: try text.string("title"), welcome: try text.string("welcome", default: ""))
        }
        return set
    }

    public static func exercise(path: String, source: [UInt8]) throws -> ExerciseManifest {
        let table = try evaluate(path: path, source: source)
        let reader = FieldReader(path: path, table: table)
        let checkTables = try reader.tables("checks")
        let reveal = try reader.reveal(default: .first)
        var checks: [CheckManifest] = []
        for (index, table) in checkTables.enumerated() {
            let check = FieldReader(path: "\(path): checks[\(index + 1)]", table: table)
            var manifest = CheckManifest(
                name: try check.string("name"),
                rationale: try check.string("rationale"),
                depends: try check.strings("depends", default: []),
                hidden: try check.bool("hidden", default: false),
                weight: try check.number("weight", default: 1),
                explore: try check.explore(),
                reveal: try check.reveal(default: reveal),
                prediction: try check.bool("prediction", default: false))
            for (language, text) in try check.translations(["title", "rationale"]) {
                manifest.translations[language] = CheckText(
                    title: try text.string("title", default: manifest.name), rationale: try text.string("rationale"))
            }
            checks.append(manifest)
        }
        let hints = try reader.hints()
        var exercise = ExerciseManifest(
            title: try reader.string("title"),
            concept: try reader.string("concept", default: ""),
            points: try reader.number("points", default: 10),
            hints: hints.map(\.text),
            checks: checks)
        exercise.hintChecks = hints.map(\.check)
        for case (let index, let name?) in exercise.hintChecks.enumerated()
        where !checks.contains(where: { $0.name == name }) {
            let names = checks.map(\.name)
            let nearest = Spelling.nearest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw LabFormatError("\(path): 'hints[\(index + 1)]' names no check '\(name)'\(nearest)")
        }
        for (language, text) in try reader.translations(["title", "hints", "labels"]) {
            exercise.translations[language] = ExerciseText(
                title: try text.string("title"), hints: try text.strings("hints", default: []),
                labels: try text.stringMap("labels"))
        }
        return exercise
    }

    private static func evaluate(path: String, source: [UInt8]) throws -> LuaTable {
        let state = try LuaState(limits: .init(memory: 16 << 20, instructions: 10_000_000, seconds: 5))
        defer { state.close() }
        do {
            let chunk = try state.load(LuaSource(bytes: source), name: "@" + path)
            let results = try state.call(.reference(chunk), arguments: [])
            guard case .reference(let ref)? = results.first, ref.type == .table else {
                throw LabFormatError("\(path): must return a table")
            }
            return try state.table(ref, maxDepth: 8)
        } catch let error as LuaError {
            throw LabFormatError(error.message)
        }
    }
}

/// Typed access to a manifest table's fields, with messages that name the field.
private struct FieldReader {
    let path: String
    let table: LuaTable

    func string(_ key: String, default fallback: String? = nil) throws -> String {
        switch table[key] {
        case .string(let text): return try shown(text.text, "'\(key)'")
        case .nil:
            if let fallback { return fallback }
            throw LabFormatError("\(path): '\(key)' is required (a string)")
        case let other: throw LabFormatError("\(path): '\(key)' must be a string, not a \(other.typeName)")
        }
    }

    /// A number from 0 to ``LabLimits/maximumPoints`` (points and weights: grades and
    /// Classroom's whole points are counted from them).
    func number(_ key: String, default fallback: Double) throws -> Double {
        if table[key].isNil { return fallback }
        guard let value = table[key].numberValue, value >= 0, value <= LabLimits.maximumPoints else {
            throw LabFormatError(
                "\(path): '\(key)' must be a number from 0 to \(Int(LabLimits.maximumPoints))")
        }
        return value
    }

    /// `explore = { runs = N, depth = D, seed = S }`, or nil when absent.
    func explore() throws -> ExploreCheck? {
        switch table["explore"] {
        case .nil: return nil
        case .table(let t):
            let inner = FieldReader(path: "\(path): explore", table: t)
            for field in t.fields {
                guard let key = field.key.stringValue, ["runs", "depth", "seed"].contains(key) else {
                    throw LabFormatError(
                        "\(path): explore: unknown field '\(field.key.stringValue ?? field.key.typeName)' (expected runs, depth, seed)"
                    )
                }
            }
            var check = ExploreCheck()
            check.runs = try inner.count("runs", default: check.runs, range: 1...100_000)
            check.depth = try inner.count("depth", default: check.depth, range: 1...1_000)
            check.seed = try inner.count("seed", default: check.seed, range: 0...Int(Int32.max))
            return check
        case let other: throw LabFormatError("\(path): 'explore' must be a table, not a \(other.typeName)")
        }
    }

    func count(_ key: String, default fallback: Int, range: ClosedRange<Int>) throws -> Int {
        if table[key].isNil { return fallback }
        guard let value = table[key].numberValue, value == value.rounded(), value >= Double(range.lowerBound),
            value <= Double(range.upperBound)
        else {
            throw LabFormatError(
                "\(path): '\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(value)
    }

    /// A table of strings by string (`labels = { ["in English"] = "译文" }`); empty when absent.
    func stringMap(_ key: String) throws -> [String: String] {
        switch table[key] {
        case .nil: return [:]
        case .table(let map) where map.sequence.isEmpty:
            var result: [String: String] = [:]
            for field in map.fields {
                guard let from = field.key.stringValue, let to = field.value.stringValue else {
                    throw LabFormatError("\(path): '\(key)' must map strings to strings")
                }
                result[try shown(from, "'\(key)'")] = try shown(to, "'\(key)'")
            }
            return result
        default: throw LabFormatError("\(path): '\(key)' must be a table of strings by string")
        }
    }

    /// `reveal = "first"`: one of ``Reveal``'s names.
    func reveal(default fallback: Reveal) throws -> Reveal {
        if table["reveal"].isNil { return fallback }
        let name = try string("reveal")
        guard let reveal = Reveal(rawValue: name) else {
            let names = Reveal.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw LabFormatError("\(path): 'reveal' must be one of \(names), not \"\(name)\"")
        }
        return reveal
    }

    /// The translation tables (`zh = { ... }`), each holding only the `allowed` fields.
    func translations(_ allowed: [String]) throws -> [(LabLanguage, FieldReader)] {
        try LabLanguage.translated.compactMap { language in
            switch table[language.rawValue] {
            case .nil: return nil
            case .table(let t):
                for field in t.fields {
                    guard let key = field.key.stringValue, allowed.contains(key) else {
                        throw LabFormatError(
                            "\(path): \(language.rawValue): unknown field '\(field.key.stringValue ?? field.key.typeName)' "
                                + "(expected \(allowed.joined(separator: ", ")))")
                    }
                }
                return (language, FieldReader(path: "\(path): \(language.rawValue)", table: t))
            case let other:
                throw LabFormatError(
                    "\(path): '\(language.rawValue)' must be a table of translations, not a \(other.typeName)")
            }
        }
    }

    func bool(_ key: String, default fallback: Bool) throws -> Bool {
        switch table[key] {
        case .nil: return fallback
        case .boolean(let value): return value
        case let other: throw LabFormatError("\(path): '\(key)' must be true or false, not a \(other.typeName)")
        }
    }

    /// `hints = { "text", { "text", check = "name" } }`: each hint, and the check it helps with.
    func hints() throws -> [(text: String, check: String?)] {
        try list("hints", fallback: []).enumerated().map { index, value in
            if let text = value.stringValue { return (text, nil) }
            guard let hint = value.tableValue, hint.sequence.count == 1, let text = hint.sequence[0].stringValue,
                hint.fields.allSatisfy({ $0.key.stringValue == "check" }), let check = hint["check"].stringValue
            else {
                throw LabFormatError(
                    "\(path): 'hints[\(index + 1)]' must be a string, or { \"text\", check = \"check name\" }, "
                        + "not a \(value.typeName)")
            }
            return (text, check)
        }
    }

    func strings(_ key: String, default fallback: [String]? = nil) throws -> [String] {
        try list(key, fallback: fallback.map { $0.map { LuaValue($0) } }).enumerated().map { index, value in
            guard let text = value.stringValue else {
                throw LabFormatError("\(path): '\(key)[\(index + 1)]' must be a string, not a \(value.typeName)")
            }
            return try shown(text, "'\(key)[\(index + 1)]'")
        }
    }

    /// Exercise names (`exercises = {...}`), each of ``LabLimits/nameProblem(_:)``'s form.
    func names(_ key: String) throws -> [String] {
        let names = try strings(key)
        for (index, name) in names.enumerated() {
            if let problem = LabLimits.nameProblem(name) {
                throw LabFormatError(
                    "\(path): '\(key)[\(index + 1)]' (\(LuaLiteral.quoted(TextCut.text(name, limit: 80)))): \(problem)")
            }
        }
        return names
    }

    /// `text` when a terminal may show it (``LabLimits/textProblem(_:)``).
    private func shown(_ text: String, _ field: String) throws -> String {
        guard let problem = LabLimits.textProblem(text) else { return text }
        throw LabFormatError("\(path): \(field) \(problem)")
    }

    func tables(_ key: String) throws -> [LuaTable] {
        try list(key, fallback: nil).enumerated().map { index, value in
            guard let table = value.tableValue else {
                throw LabFormatError("\(path): '\(key)[\(index + 1)]' must be a table, not a \(value.typeName)")
            }
            return table
        }
    }

    private func list(_ key: String, fallback: [LuaValue]?) throws -> [LuaValue] {
        switch table[key] {
        case .nil:
            if let fallback { return fallback }
            throw LabFormatError("\(path): '\(key)' is required (a list)")
        case .table(let list) where list.isSequence: return list.sequence
        default: throw LabFormatError("\(path): '\(key)' must be a list")
        }
    }
}
