import Lifecycle
import MessageCatalog
import ScriptBindings
import TracePictures

/// Which pictures of a run to write, and where: `--svg`, `--perfetto`, `--mermaid`.
public struct PictureOutputs: Sendable, Equatable {
    public var svgPath: String?
    public var perfettoPath: String?
    public var mermaidPath: String?
    /// Records the pictures hold in all (``PictureBudget``).
    public var recordBudget = PictureBudget.records

    public init(svgPath: String? = nil, perfettoPath: String? = nil, mermaidPath: String? = nil) {
        self.svgPath = svgPath
        self.perfettoPath = perfettoPath
        self.mermaidPath = mermaidPath
    }

    public var isEmpty: Bool { svgPath == nil && perfettoPath == nil && mermaidPath == nil }
}

/// Renders and writes the pictures a command asked for. The one place that
/// turns a scenario result or a lab check into a ``ScenarioTrace``.
enum PictureFiles {
    /// The first picture target that cannot take a file (``OutputFile/problem(_:)``),
    /// checked before a run.
    static func problem(_ outputs: PictureOutputs) -> OutputFile.Problem? {
        [outputs.svgPath, outputs.perfettoPath, outputs.mermaidPath].lazy.compactMap { $0 }
            .compactMap(OutputFile.problem).first
    }

    /// Writes every requested picture (the SVG's legend and summaries in `language`); returns
    /// an error line for the first file that cannot be written, or nil.
    static func write(
        _ traces: [ScenarioTrace], title: String, outputs: PictureOutputs, language: Language = .en
    ) -> String? {
        var files: [(String, () -> String)] = []
        if let path = outputs.svgPath {
            files.append((path, { SVGTimeline.document(traces, title: title, language: language) }))
        }
        if let path = outputs.perfettoPath { files.append((path, { PerfettoTrace.json(traces) })) }
        if let path = outputs.mermaidPath {
            files.append((path, { MermaidCoverage.markdown(traces, title: title, language: language) }))
        }
        for (path, render) in files {
            do {
                try OutputFile.write(render(), to: path)
            } catch {
                return "applife: \(error)"
            }
        }
        return nil
    }
}

extension ScenarioTrace {
    /// The scenario's trace, with as many of its records as `budget` still allows.
    init(result: ScenarioResult, budget: inout PictureBudget) {
        let outcome: Outcome
        switch result.status {
        case .passed: outcome = .passed
        case .failed: outcome = .failed
        case .error: outcome = .error
        }
        let (records, leftOut) = budget.take(result.records)
        self.init(
            name: result.name, outcome: outcome, records: records, recordsLeftOut: leftOut, failure: result.report)
    }
}
