import Foundation
import Testing

/// The C shim's units call each other one way (Sources/CLuaShim/include/CLuaShim.h draws the
/// order), and one unit, stop.c, owns what may stop a script: only it sets a hook or writes a
/// trip; the sources of a stop store a flag and wake it. Read from the C sources themselves.
@Suite struct ShimLayoutTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/CLuaShim").standardized

    /// Each .c file's text, comments removed.
    static func units() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".c") }
        let comment = try NSRegularExpression(pattern: #"/\*.*?\*/|//[^\n]*"#, options: .dotMatchesLineSeparators)
        var units: [String: String] = [:]
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            units[name] = comment.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
        }
        return units
    }

    static func matches(_ pattern: String, in text: String, options: NSRegularExpression.Options = []) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern, options: options)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: $0.numberOfRanges - 1), in: text)!])
        }
    }

    /// Which unit calls which: a unit uses a name another one defines (a function whose
    /// definition starts a line, or a global variable).
    static func calls(_ units: [String: String]) -> [String: Set<String>] {
        var owner: [String: String] = [:]
        for (unit, text) in units {
            let functions = matches(
                #"^[A-Za-z_][\w \*]*?\b(applife_\w+)\s*\([^;{]*\)\s*\{"#, in: text, options: .anchorsMatchLines)
            let globals = matches(
                #"^(?:int|double|applife_\w+|const char)\s+\**(applife_\w+)\s*(?:=[^;]*)?;"#, in: text,
                options: .anchorsMatchLines)
            for name in functions + globals { owner[name] = unit }
        }
        var calls: [String: Set<String>] = [:]
        for (unit, text) in units {
            let used = Set(matches(#"\b(applife_\w+)\b"#, in: text))
            calls[unit] = Set(used.compactMap { owner[$0] }.filter { $0 != unit })
        }
        return calls
    }

    /// A cycle of calls, if there is one: [a, b, ..., a].
    static func cycle(in calls: [String: Set<String>]) -> [String]? {
        var done: Set<String> = []
        func visit(_ unit: String, _ path: [String]) -> [String]? {
            if let start = path.firstIndex(of: unit) { return Array(path[start...]) + [unit] }
            guard !done.contains(unit) else { return nil }
            for next in (calls[unit] ?? []).sorted() {
                if let found = visit(next, path + [unit]) { return found }
            }
            done.insert(unit)
            return nil
        }
        for unit in calls.keys.sorted() {
            if let found = visit(unit, []) { return found }
        }
        return nil
    }

    @Test func theCallGraphIsReadFromTheSources() throws {
        let calls = Self.calls(try Self.units())
        #expect(calls.count >= 12, "every unit was read")
        #expect(calls["wake.c"] == ["stop.c"])
        #expect(calls["interrupt.c"] == ["wake.c"])
    }

    @Test func callsBetweenUnitsGoOneWay() throws {
        let calls = Self.calls(try Self.units())
        #expect(Self.cycle(in: calls) == nil)
        #expect(calls["stop.c"] == ["position.c"])
        #expect(calls["position.c"] == [])
    }

    @Test func aCycleIsFound() {
        let calls: [String: Set<String>] = ["a.c": ["b.c"], "b.c": ["c.c"], "c.c": ["a.c"], "d.c": ["a.c"]]
        #expect(Self.cycle(in: calls) == ["a.c", "b.c", "c.c", "a.c"])
        #expect(Self.cycle(in: ["a.c": ["b.c"], "b.c": []]) == nil)
    }

    @Test func onlyStopSetsAHookOrWritesATrip() throws {
        let folder = Self.folder
        for (unit, text) in try Self.units() where unit != "stop.c" {
            #expect(Self.matches(#"(lua_sethook)\s*\("#, in: text).isEmpty, "\(unit) sets a hook")
            #expect(Self.matches(#"(->trip\s*=)[^=]"#, in: text).isEmpty, "\(unit) writes a trip")
        }
        let host = folder.appendingPathComponent("../LuaHost").standardized
        for name in try FileManager.default.contentsOfDirectory(atPath: host.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: host.appendingPathComponent(name), encoding: .utf8)
            #expect(Self.matches(#"(\.trip\s*=)[^=]"#, in: text).isEmpty, "\(name) writes a trip")
        }
    }
}
