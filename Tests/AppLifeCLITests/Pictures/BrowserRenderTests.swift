import Foundation
import Testing
@testable import AppLifeCLI
@testable import TracePictures

/// A real browser draws the SVG: headless Chromium takes a screenshot of an
/// example's timeline, and a probe page checks in the browser's own DOM that
/// the lane labels are there, that no two labels overlap, that none is cut
/// off at the edge, and that the drawing is not blank (ink, and the state colours).
///
/// Needs Chromium (Debian: `apt-get install chromium`; or set APPLIFE_CHROMIUM to
/// a Chrome binary). Without one the test is skipped with a message, unless
/// APPLIFE_REQUIRE_BROWSER=1 (CI sets it), when it fails. Two browser runs in
/// all, one after the other, to keep the load on a shared machine low.
@Suite("BrowserRender", .serialized)
struct BrowserRenderTests {
    static let environment = ProcessInfo.processInfo.environment
    static let browser: String? = Browser.find(environment)
    static let required = environment["APPLIFE_REQUIRE_BROWSER"] == "1"

    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("applife-browser-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    static func svg(_ name: String) throws -> (url: URL, text: String) {
        let text = SVGTimeline.document(try PictureFixtures.traces(name), title: "examples/\(name).lua")
        let url = directory.appendingPathComponent("\(name).svg")
        try Data(text.utf8).write(to: url)
        return (url, text)
    }

    @Test(
        "a screenshot of the first example is the picture's size and not empty",
        .enabled(
            if: browser != nil || required,
            "no Chromium found (apt-get install chromium, or set APPLIFE_CHROMIUM): browser test skipped"))
    func screenshot() throws {
        let chromium = try #require(Self.browser, "APPLIFE_REQUIRE_BROWSER=1 but no Chromium found")
        let (url, text) = try Self.svg("home-and-return")
        let size = try #require(Browser.size(of: text))
        let png = Self.directory.appendingPathComponent("home-and-return.png")
        _ = try Browser(path: chromium, profile: Self.directory.appendingPathComponent("profile-shot"))
            .run(["--screenshot=\(png.path)", "--window-size=\(size.width),\(size.height)", url.absoluteString])
        let bytes = try #require(FileManager.default.contents(atPath: png.path), "no screenshot at \(png.path)")
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
        #expect(Browser.pngSize(bytes).map { [$0.width, $0.height] } == [size.width, size.height])
        #expect(bytes.count > 10_000, "a \(bytes.count)-byte screenshot is nearly blank: \(png.path)")
    }

    static let probed = ["home-and-return", "multi-app", "seed001-background-task"]

    @Test(
        "in the browser: lane labels present, labels neither overlap nor run off, the drawing has ink and colour",
        .enabled(
            if: browser != nil || required,
            "no Chromium found (apt-get install chromium, or set APPLIFE_CHROMIUM): browser test skipped"))
    func probe() throws {
        let chromium = try #require(Self.browser, "APPLIFE_REQUIRE_BROWSER=1 but no Chromium found")
        let svgs = try Self.probed.map { ($0, try Self.svg($0).text) }
        let page = Self.directory.appendingPathComponent("probe.html")
        try Data(Browser.probePage(svgs: svgs).utf8).write(to: page)
        let dom = try Browser(path: chromium, profile: Self.directory.appendingPathComponent("profile-probe"))
            .run(["--virtual-time-budget=20000", "--dump-dom", page.absoluteString])
        let reports = try #require(
            Browser.probeResult(dom), "the probe page reported nothing; DOM:\n\(dom.prefix(2000))")
        for name in Self.probed {
            let report = try #require(reports[name] as? [String: Any], "no report for \(name): \(reports)")
            try Self.check(name, report)
        }
    }

    static func check(_ name: String, _ report: [String: Any]) throws {
        let traces = try PictureFixtures.traces(name)
        var apps: [String] = []
        for record in traces.flatMap(\.records) { if let app = record.app, !apps.contains(app) { apps.append(app) } }
        let lanes = report["lanes"] as? [String] ?? []
        for app in apps { #expect(lanes.contains(app), "\(name): lane \(app) missing from the DOM: \(lanes)") }
        #expect(lanes.filter { $0 == "Device" }.count == traces.count, "\(name)")
        #expect(report["labels"] as? Int ?? 0 > 10, "\(name): \(report)")
        #expect(report["overlaps"] as? [String] ?? ["?"] == [], "labels overlap in \(name)")
        #expect(report["cut"] as? [String] ?? ["?"] == [], "labels run off the picture in \(name)")
        let ink = (report["ink"] as? Double) ?? 0
        #expect(ink > 0.03, "\(name): only \(ink) of the pixels are not white: blank?")
        let colours = report["states"] as? [String: Int] ?? [:]
        for state in ["inactive", "active", "background", "suspended"] {
            #expect(colours[state] ?? 0 > 100, "\(name): no \(state) band drawn: \(colours)")
        }
    }
}
