import AppLifeTestSupport
import Foundation
import Lifecycle
import LuaHost
@testable import ScriptBindings
import Testing

/// `applife types`: the LuaLS definitions and the luacheck configuration come from the API
/// description and cover every name in it, with its types; the copies checked into the
/// repository (which CI lints the examples with) are current.
@Suite struct EditorTypesTests {
    static let api = APIDescription.lua
    static let meta = EditorTypes.luaLSMeta()
    static let luacheck = EditorTypes.luacheckrc()

    /// The block of `---` lines right above `function NAME(`.
    func annotations(of written: String) -> [String]? {
        let lines = Self.meta.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("function \(written)(") }) else { return nil }
        return Array(lines[..<index].reversed().prefix { $0.hasPrefix("---") }.reversed())
    }

    @Test func everyFunctionHasItsParametersAndResultsTyped() throws {
        for f in Self.api.functions {
            // A method is written on its class: application:x → UIApplication:x.
            let written = Self.api.classes.reduce(f.name) { name, c in
                name.hasPrefix(c.variable + ":") ? c.name + name.dropFirst(c.variable.count) : name
            }
            let block = try #require(annotations(of: written), "no definition of \(f.name)")
            for p in f.parameters {
                let optional = p.optional && p.name != "..." ? "?" : ""
                #expect(
                    block.contains { $0.hasPrefix("---@param \(p.name)\(optional) ") }, "\(f.name): parameter \(p.name)"
                )
                if f.name != "app" && f.name != "device" {
                    #expect(block.contains("---@param \(p.name)\(optional) \(p.type)"), "\(f.name): type of \(p.name)")
                }
            }
            for r in f.returns { #expect(block.contains("---@return \(r)"), "\(f.name): result \(r)") }
            #expect(
                Self.meta.contains("function \(written)(" + f.parameters.map(\.name).joined(separator: ", ") + ") end"))
        }
    }

    @Test func everyClassFieldAppFieldDelegateKeyAndSwitchIsAField() {
        for c in Self.api.classes {
            #expect(Self.meta.contains("---@class \(c.name)\n"), "class \(c.name)")
            for f in c.fields {
                #expect(
                    Self.meta.contains("---@field \(f.name)\(f.optional ? "?" : "") \(f.type) "), "\(c.name).\(f.name)")
            }
        }
        for f in Self.api.appFields {
            #expect(
                Self.meta.contains("---@field \(f.name)\(f.optional ? "?" : "") \(EditorTypes.appFieldType(f)) "),
                "app{} \(f.name)")
        }
        for (table, name) in EditorTypes.handlerClasses {
            #expect(Self.meta.contains("---@class \(name)\n"), "the class of \(table)")
            #expect(Self.api.appFields.contains { $0.name == table }, "\(table) is an app{} field")
        }
        for key in Self.api.delegateKeys {
            let block =
                Self.meta.components(separatedBy: "---@class \(EditorTypes.handlerClasses[key.table] ?? "?")\n").last
                ?? ""
            let fields = block.prefix { _ in true }.components(separatedBy: "\n\n").first ?? ""
            #expect(
                fields.contains("---@field \(key.name)? \(key.type) \(key.selector): "), "\(key.table) key \(key.name)")
        }
        for s in Self.api.deviceSwitches {
            #expect(Self.meta.contains("---@field \(s.name)? \(s.type) "), "device{} \(s.name)")
        }
        #expect(Self.meta.contains("---@param declaration AppDeclaration"))
        #expect(Self.meta.contains("---@param switches DeviceSwitches"))
    }

    @Test func luacheckKnowsEveryGlobalAndLibraryFunction() {
        for f in Self.api.globals + Self.api.timeline {
            #expect(Self.luacheck.contains("    \(f.name) = {},"), "\(f.name)")
        }
        for library in Self.api.libraries {
            let line =
                Self.luacheck.split(separator: "\n").first { $0.hasPrefix("    \(library.name) = { fields") } ?? ""
            for f in library.functions { #expect(line.contains(" \(f.shortName) = {}"), "\(f.name)") }
        }
        #expect(!Self.luacheck.contains("    io = "), "the sandbox has no io")
    }

    /// What the configuration calls the sandbox's standard library is what a sandboxed state has.
    @Test func theLuacheckStandardLibraryIsTheSandboxes() throws {
        let probe =
            (EditorTypes.sandboxGlobals.map { "rawget(_G, '\($0)') ~= nil" }
                + EditorTypes.sandboxLibraries.flatMap { lib in lib.fields.map { "rawget(\(lib.name), '\($0)') ~= nil" }
                })
        let missing: [Int] = try LuaThread.run {
            let state = try LuaState(sandbox: LuaSandbox())
            defer { state.close() }
            var missing: [Int] = []
            for (index, test) in probe.enumerated() {
                let chunk = try state.load(LuaSource(text: "return " + test), name: "=probe")
                guard case .boolean(true)? = try state.call(.reference(chunk), arguments: []).first else {
                    missing.append(index)
                    continue
                }
            }
            return missing
        }
        #expect(missing.map { probe[$0] } == [])
    }

    /// Regenerate with `APPLIFE_RECORD=1 swift test --filter EditorTypes` (see ``GoldenFile``).
    @Test(arguments: [
        ("types/applife.d.lua", EditorTypes.luaLSMeta()),
        (".luarc.json", EditorTypes.luarc()),
        (".luacheckrc", EditorTypes.luacheckrc()),
    ])
    func checkedInCopiesAreCurrent(path: String, expected: String) {
        GoldenFile(path, filter: "EditorTypes").check(expected)
    }
}
