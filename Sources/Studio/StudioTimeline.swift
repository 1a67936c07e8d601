import AppLifeCLI
import Lifecycle
import TracePictures

/// The lab's timeline: the SVG `applife run --svg` draws (one lane per app and per scene) of
/// a lab's checks. The session's own timeline grows piece by piece (``TimelineStream``).
enum StudioTimeline {
    /// `{"ev":"timeline","view":"session","svg":"<svg ...>"}`, or a note when there is too
    /// much to draw. `view` is "session" (the live device) or "lab" (the last checks).
    static func event(_ traces: [ScenarioTrace], title: String, view: String) -> JSONObject {
        var object = JSONObject()
        object.add("ev", "timeline")
        object.add("view", view)
        let count = traces.reduce(0) { $0 + $1.records.count }
        if count > StudioLimits.timelineRecords {
            object.add(
                "note",
                "\(count) trace records are more than the timeline draws (\(StudioLimits.timelineRecords)); "
                    + "Reset starts a fresh device")
        } else {
            object.add("svg", SVGTimeline.document(traces, title: title))
        }
        return object
    }

    /// A lab's checks, as `applife lab check --svg` draws them: the failing ones, or every
    /// check that ran when none failed; hidden checks never (their scenario is the exercise's secret).
    static func checks(_ traces: [ScenarioTrace], exercise: String) -> JSONObject {
        let failing = traces.filter { $0.outcome != .passed }
        return event(failing.isEmpty ? traces : failing, title: "lab \(exercise)", view: "lab")
    }
}
