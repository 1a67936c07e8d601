import AppLifeTestSupport
import Foundation
import Lifecycle
import LuaHost
import MessageCatalog
@testable import ScriptBindings
import Testing

/// docs/reference.md is ReferenceDocument.markdown(), and the description
/// names exactly what a session installs, so neither can drift.
@Suite struct ReferenceTests {
    static let api = APIDescription.lua

    /// Regenerate with `APPLIFE_RECORD=1 swift test --filter ReferenceTests` (see ``GoldenFile``).
    @Test func referenceMatchesTheDescription() {
        GoldenFile("docs/reference.md", filter: "ReferenceTests").check(ReferenceDocument.markdown())
    }

    /// docs/zh/reference.md: the same tables with the Chinese summaries and headings.
    @Test func chineseReferenceMatchesTheDescription() {
        let zh = ReferenceDocument.markdown(language: .zh)
        GoldenFile("docs/zh/reference.md", filter: "ReferenceTests").check(zh)
        #expect(
            zh.contains(
                "| `user.tap(app: App|string)` | 用例的时间线 | 点按应用的图标：启动它，或把它带到前台 |".replacing("|string", with: "\\|string")
            ))
        #expect(zh.contains("## 全局函数") && zh.contains("## device{} 的开关"))
        // Every summary of the English reference is gone from the Chinese one (the
        // short ones that could be part of other text aside).
        for entry in Self.api.summaryEntries where entry.summary.count > 30 {
            #expect(!zh.contains(entry.summary), "\(entry.key): English in the Chinese reference")
        }
    }

    /// Globals and library functions of a fresh session, read through Lua.
    @Test func describedNamesAreExactlyTheInstalledOnes() throws {
        let list = """
            local out = {}
            for k, v in pairs(_G) do
              out[#out + 1] = k
              if type(v) == "table" and k ~= "_G" then
                for name in pairs(v) do out[#out + 1] = k .. "." .. name end
              end
            end
            table.sort(out)
            return table.concat(out, " ")
            """
        let baseline: Set<String> = try LuaThread.run {
            let state = try LuaState(sandbox: LuaSandbox())
            defer { state.close() }
            let chunk = try state.load(LuaSource(text: list), name: "=baseline")
            let text = try state.call(.reference(chunk), arguments: []).first?.stringValue ?? ""
            return Set(text.split(separator: " ").map(String.init))
        }
        let r = try run("log((function() \(list) end)())")
        #expect(r.status == .passed, "\(r.summary)")
        let installed = Set((r.logs.first ?? "").split(separator: " ").map(String.init)).subtracting(baseline)
        let described = Set(Self.api.installedNames)
        #expect(installed.subtracting(described).sorted() == [], "installed but not described")
        #expect(described.subtracting(installed).sorted() == [], "described but not installed")
        #expect(ScriptSession.libraries == Self.api.libraries.map(\.name))
        #expect(
            ScriptSession.expectFunctions.sorted() == Self.api.library("expect")!.functions.map(\.shortName).sorted())
    }

    @Test func objectsAndDeclarationsAreDescribed() throws {
        let application = try #require(Self.api.class("UIApplication"))
        #expect(application.fields.map(\.name).sorted() == ScriptSession.applicationProperties.sorted())
        #expect(application.methods.map(\.shortName).sorted() == ScriptSession.applicationMethodNames.sorted())
        #expect(Self.api.class("App")!.fields.map(\.name).sorted() == ScriptSession.appFields.sorted())
        #expect(Self.api.appFields.map(\.name) == AppDeclaration.fields)
        #expect(Self.api.delegateKeys.map(\.method) == DelegateMethod.allCases)
        #expect(Self.api.deviceSwitches.map(\.name) == ["ios"] + Profile.switchNames)
        #expect(Self.api.class("LaunchOptions")!.fields.map(\.name).count == 11)
        // Every class a type names is described.
        let classNames = Set(Self.api.classes.map(\.name))
        for f in Self.api.functions {
            for t in f.returns + f.parameters.map(\.type) {
                for name in objectNames(t) { #expect(classNames.contains(name), "\(f.name) names \(name)") }
            }
        }
    }

    /// Each application member answers from a callback, and each method can be called.
    @Test func applicationMembersAnswerInLua() throws {
        let application = try #require(Self.api.class("UIApplication"))
        let names = (application.fields.map(\.name) + application.methods.map(\.shortName))
        let reads = names.map { "log('\($0)', type(a.\($0)))" }.joined(separator: "\n")
        let r = try run(loggingApp(extra: "didBecomeActive = function(a)\n\(reads)\nend,") + "user.tap(todo)")
        #expect(r.records(.crash).isEmpty)
        #expect(r.logs.count == names.count)
        for method in application.methods {
            let r = try run(
                loggingApp(extra: "didBecomeActive = function(a) log(type(a.\(method.shortName))) end,")
                    + "user.tap(todo)")
            #expect(r.logs == ["function"], "\(method.name): \(r.logs)")
        }
    }

    /// Every `user` and `system` function the description lists is installed.
    @Test func everyDescribedActionIsInstalled() throws {
        for library in Self.api.libraries where library.name == "user" || library.name == "system" {
            for f in library.functions {
                let r = try run("log(type(\(f.name)))")
                #expect(r.logs == ["function"], "\(f.name): \(r.logs)")
            }
        }
    }

    @Test func descriptionIsComplete() {
        for f in Self.api.functions {
            #expect(!f.summary.isEmpty, "\(f.name)")
        }
        #expect(Self.api.entry(named: "application:beginBackgroundTask")?.apple?.since == 4)  // the handler form
        #expect(Self.api.entry(named: "user.tap")?.signature == "user.tap(app: App|string)")
        #expect(
            Self.api.entry(named: "dispatch.timer")?.signature
                == "dispatch.timer(interval: number, fn: fun(), start?: number) -> DispatchTimer")
        let markdown = ReferenceDocument.markdown()
        for f in Self.api.functions { #expect(markdown.contains(f.name), "\(f.name) missing from the reference") }
        for k in Self.api.delegateKeys { #expect(markdown.contains("`\(k.selector)`")) }
        #expect(markdown.contains("| `backgroundBudget` | `seconds` | `30.0` |"))
    }

    private func objectNames(_ type: APIType) -> [String] {
        switch type {
        case .object(let name): [name]
        case .list(let t), .optional(let t): objectNames(t)
        case .union(let ts): ts.flatMap(objectNames)
        case .function(let ps, let rs): ps.flatMap { objectNames($0.type) } + rs.flatMap(objectNames)
        case .record(let ps): ps.flatMap { objectNames($0.type) }
        default: []
        }
    }
}
