import Lifecycle
import Testing
@testable import AppLifeCLI
@testable import TracePictures

@Suite("MermaidCoverage")
struct MermaidCoverageTests {
    @Test func appMachineHasTheThirteenLegalTransitions() {
        #expect(StateMachine.app.legal.count == 13)
        #expect(StateMachine.app.legal.contains(.init(from: "background", to: "suspended")))
        #expect(!StateMachine.app.legal.contains(.init(from: "active", to: "background")))
    }

    @Test func countsTransitionsByAppAndListsTheRest() throws {
        let traces = try PictureFixtures.traces("multi-app")
        var coverage = TransitionCoverage(machine: .app)
        for trace in traces { coverage.add(trace.records) }
        let taken = traces.flatMap(\.records).filter { $0.kind == .transition }.count
        #expect(coverage.counts.reduce(0) { $0 + $1.times } == taken)
        let launch = try #require(coverage.counts.first { $0.transition == .init(from: "notRunning", to: "inactive") })
        #expect(launch.times == 4 && launch.apps == ["Mail", "Maps"])
        #expect(coverage.untaken.contains { $0.transition == .init(from: "notRunning", to: "background") })
        #expect(coverage.visited == ["notRunning", "inactive", "active", "background", "suspended"])
        let markdown = MermaidCoverage.markdown(traces, title: "examples/multi-app.lua")
        #expect(markdown.contains("```mermaid\nstateDiagram-v2\n"))
        #expect(markdown.contains("    notRunning --> inactive : ✓ 4×\n"))
        #expect(markdown.contains("    notRunning --> background : ✗\n"))
        #expect(markdown.contains("- notRunning → background\n"))
    }

    /// An app name is one line of Markdown: it cannot close the table or open a diagram.
    @Test func anAppNameCannotInjectADiagram() {
        let name = "Evil\n```\n\n```mermaid\nstateDiagram-v2\n    hacked --> you\n```\n| x | y |"
        let records = [
            TraceRecord(seq: 1, app: name, kind: .transition, from: "notRunning", to: "inactive"),
            TraceRecord(seq: 2, app: "B|C", kind: .transition, from: "notRunning", to: "inactive"),
        ]
        let markdown = MermaidCoverage.markdown(
            [ScenarioTrace(name: "s", outcome: .passed, records: records)], title: "t\n# title")
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("```") }.count == 2, "\(markdown)")
        #expect(!lines.contains { $0.contains("hacked") && !$0.contains("Evil") }, "\(markdown)")
        #expect(lines.filter { $0.hasPrefix("# ") } == ["# State coverage: t␊# title"])
        #expect(
            markdown.contains(
                "| notRunning | inactive | 2 | Evil␊\\`\\`\\`␊␊\\`\\`\\`mermaid␊stateDiagram-v2␊    hacked --&gt; you␊\\`\\`\\`␊\\| x \\| y \\|, B\\|C |"
            ))
    }

    @Test func anIllegalTransitionIsShownAndMarked() {
        let records = [TraceRecord(seq: 1, app: "Odd", kind: .transition, from: "notRunning", to: "active")]
        var coverage = TransitionCoverage(machine: .app)
        coverage.add(records)
        #expect(coverage.counts.last?.isLegal == false)
        #expect(MermaidCoverage.diagram(coverage).contains("notRunning --> active : ✓ 1× (not legal)"))
        #expect(MermaidCoverage.diagram(coverage).contains("class inactive,background,suspended unvisited"))
    }
}
