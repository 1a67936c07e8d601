/// Marks of one kind on one lane that fall within `minimumSpacing` pixels of
/// each other, drawn as one mark with a count. At the usual scale every group
/// holds one record; a long trace scaled to fit merges dense stretches, so
/// 10^5 records never become 10^5 elements.
///
///     MarkGroup.groups(marks, axis: axis)   // [MarkGroup(kind: .callback, count: 1, ...), ...]
struct MarkGroup {
    let lane: LaneID
    let kind: MarkKind
    let x: Double
    let first: TimelineMark
    var count: Int
    /// Whether every mark of the group is an implemented callback.
    var implemented: Bool
    /// Whether every mark of the group has the same label.
    var uniform: Bool

    static let minimumSpacing = 4.0

    /// The label drawn for the group: the mark's own, "3× didBecomeActive", or "40 callbacks".
    var label: String {
        if count == 1 { return first.label }
        if uniform { return "\(count)× \(first.label)" }
        return "\(count) \(kind.plural)"
    }

    /// The tooltip: the record's line, or the first line and how many more.
    var detail: String {
        count == 1 ? first.detail : first.detail + "\n… and \(count - 1) more (\(kind.plural))"
    }

    /// Groups marks in record order; marks must be sorted by index.
    static func groups(_ marks: [TimelineMark], axis: TimeAxis) -> [MarkGroup] {
        var result: [MarkGroup] = []
        var open: [GroupKey: Int] = [:]
        for mark in marks {
            let key = GroupKey(lane: mark.lane, kind: mark.kind)
            let x = axis.x(mark.index)
            if let position = open[key], x - result[position].x < minimumSpacing {
                result[position].count += 1
                result[position].implemented = result[position].implemented && mark.implemented
                result[position].uniform = result[position].uniform && result[position].first.label == mark.label
                continue
            }
            open[key] = result.count
            result.append(MarkGroup(
                lane: mark.lane, kind: mark.kind, x: x, first: mark, count: 1, implemented: mark.implemented, uniform: true))
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
