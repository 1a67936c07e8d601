import Lifecycle
import Testing
@testable import AppLifeCLI

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

    @Test func anIllegalTransitionIsShownAndMarked() {
        let records = [TraceRecord(seq: 1, app: "Odd", kind: .transition, from: "notRunning", to: "active")]
        var coverage = TransitionCoverage(machine: .app)
        coverage.add(records)
        #expect(coverage.counts.last?.isLegal == false)
        #expect(MermaidCoverage.diagram(coverage).contains("notRunning --> active : ✓ 1× (not legal)"))
        #expect(MermaidCoverage.diagram(coverage).contains("class inactive,background,suspended unvisited"))
    }
}
