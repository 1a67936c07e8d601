import Foundation
import Testing

@testable import ModelImport

/// Info.plist and the entitlements become app{} fields.
@Suite struct ImportFactsTests {
    @Test func infoPlistAndEntitlementsBecomeAppFields() throws {
        let bg = try ImportFixtures.model("bgtasks").lua
        #expect(bg.contains("  name = \"Feed\",\n  bundle_id = \"com.example.feed\",\n  life_cycle = \"app\","))
        #expect(bg.contains("  background_modes = { \"fetch\", \"processing\" },"))
        #expect(bg.contains("  bg_task_identifiers = { \"com.example.feed.refresh\", \"com.example.feed.cleanup\" },"))
        let urls = try ImportFixtures.model("urls").lua
        #expect(urls.contains("  url_types = { { name = \"com.example.links\", schemes = { \"links\" } } },"))
        #expect(urls.contains("  queries_schemes = { \"maps\" },"))
        #expect(urls.contains("user.open_url(\"links://example\")"), "the URL story")
        let quick = try ImportFixtures.model("quick-actions").lua
        #expect(quick.contains("  shortcut_items = { { type = \"search\", title = \"Search\" } },"))
        #expect(quick.contains("user.shortcut(model, \"search\")"), "the quick-action story")
        let push = try ImportFixtures.model("push").lua
        #expect(push.contains("  push = true,"))
        #expect(push.contains("scenario(\"a push\""))
        #expect(!(try ImportFixtures.model("sceneless").lua.contains("push = true")))
        #expect(try ImportFixtures.model("scenes").lua.contains("life_cycle = \"scenes\""))
        #expect(try ImportFixtures.model("swiftui").lua.contains("life_cycle = \"swiftui\""))
        #expect(
            try ImportFixtures.model("wait-for-sync").lua.contains("life_cycle = \"scenes\""), "a scene delegate alone")
    }

    @Test func xcodeVariablesGetAStandInAndANote() throws {
        let model = try ImportFixtures.model("xcode-variables")
        #expect(model.lua.contains("  name = \"App\",\n  bundle_id = \"com.example.app\","))
        #expect(model.lua.contains("schemes = { \"app-scheme\" }"))
        #expect(model.report.notes.count == 3, "\(model.report.notes)")
        #expect(
            model.report.notes.contains {
                $0.text(.en).contains("$(PRODUCT_BUNDLE_IDENTIFIER) is an Xcode build setting")
            })
        #expect(
            model.report.notes.contains { $0.text(.zh).contains("$(PRODUCT_BUNDLE_IDENTIFIER) 是 Xcode 的构建设置") })
        #expect(AppFacts.resolvingVariables("a.$(X_Y:rfc1034identifier).${Z}") == "a.x-y.z")
        #expect(AppFacts.resolvingVariables("$(unclosed") == "$(unclosed")
        #expect(AppFacts.resolvingVariables("cost $5") == "cost $5")
    }

    @Test func aFileThatIsNotAPlistIsANote() {
        var facts = AppFacts()
        facts.read(infoPlist: Data("not a plist".utf8), file: "Info.plist")
        facts.read(entitlements: Data([0xFF, 0x00]), file: "App.entitlements")
        #expect(facts.notes.count == 2)
        #expect(facts.bundleID == nil && !facts.push)
    }
}
