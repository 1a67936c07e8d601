import Lifecycle

/// Marks of one kind on one lane that fall within a few pixels of each other,
/// drawn as one mark with a count. At the usual scale every group holds one
/// record; a long trace scaled to fit merges dense stretches, so 10^5 records
/// never become 10^5 elements.
///
///     MarkGroup.groups(marks, axis: axis)   // [MarkGroup(kind: .callback, count: 1, ...), ...]
struct MarkGroup {
    let lane: LaneID
    let kind: MarkKind
    let x: Double
    let first: TimelineMark
    /// The index of the group's last record.
    var last: Int
    var count: Int
    /// Whether every mark of the group is an implemented callback.
    var implemented: Bool
    /// Whether every mark of the group has the same label.
    var uniform: Bool

    /// Marks closer than this merge: 4 px at full scale, 8 px in a scaled-down picture.
    static func minimumSpacing(_ axis: TimeAxis) -> Double { axis.scale < 1 ? 8 : 4 }

    /// The label drawn for the group: the mark's own, "3× didBecomeActive", or "40 callbacks".
    var label: String {
        if count == 1 { return first.label }
        if uniform { return "\(count)× \(first.label)" }
        return "\(count) \(kind.plural)"
    }

    /// The tooltip: the record's line, or how many records from when to when.
    func detail(_ records: [TraceRecord], _ times: [VirtualTime]) -> String {
        guard count > 1 else { return TraceTimeline.detail(records[first.index]) }
        let what = uniform ? "\(count)× \(PictureText.truncated(first.label, 40))" : "\(count) \(kind.plural)"
        return "\(what), \(times[first.index].fixed3)–\(times[last].fixed3) s"
    }

    /// Groups marks in record order; marks must be sorted by index.
    static func groups(_ marks: [TimelineMark], axis: TimeAxis) -> [MarkGroup] {
        var result: [MarkGroup] = []
        var open: [GroupKey: Int] = [:]
        let spacing = minimumSpacing(axis)
        for mark in marks {
            let key = GroupKey(lane: mark.lane, kind: mark.kind)
            let x = axis.x(mark.index)
            if let position = open[key], x - result[position].x < spacing {
                result[position].count += 1
                result[position].last = mark.index
                result[position].implemented = result[position].implemented && mark.implemented
                result[position].uniform = result[position].uniform && result[position].first.label == mark.label
                continue
            }
            open[key] = result.count
            result.append(
                MarkGroup(
                    lane: mark.lane, kind: mark.kind, x: x, first: mark, last: mark.index, count: 1,
                    implemented: mark.implemented, uniform: true))
        }
        return result
    }

    private struct GroupKey: Hashable {
        let lane: LaneID
        let kind: MarkKind
    }
}

extension MarkKind {
    var plural: String {
        switch self {
        case .action: return "actions"
        case .callback: return "callbacks"
        case .notification: return "notifications"
        case .url: return "URL events"
        case .badge: return "badge changes"
        case .log: return "log lines"
        case .warning: return "warnings"
        case .crash: return "crashes"
        case .termination: return "terminations"
        case .expectPass: return "passed expectations"
        case .expectFail: return "failed expectations"
        }
    }
}
