/// The timeline's colours and type, as one embedded style sheet: no external
/// fonts, no scripts. State colours differ in lightness as well as hue, and
/// every band also carries its state's name where it fits.
enum SVGStyle {
    struct StateColour {
        let state: String
        let fill: String
        let text: String
    }

    /// App states (facts §1.1), then the scene activation states of the scene life cycle.
    static let states: [StateColour] = [
        StateColour(state: "notRunning", fill: "#eceff1", text: "#78909c"),
        StateColour(state: "inactive", fill: "#ffd54f", text: "#5d4037"),
        StateColour(state: "active", fill: "#66bb6a", text: "#103a12"),
        StateColour(state: "background", fill: "#64b5f6", text: "#0d2c4a"),
        StateColour(state: "suspended", fill: "#b39ddb", text: "#311b92"),
        StateColour(state: "unattached", fill: "#eceff1", text: "#78909c"),
        StateColour(state: "foregroundInactive", fill: "#ffe082", text: "#5d4037"),
        StateColour(state: "foregroundActive", fill: "#81c784", text: "#103a12"),
    ]

    static let appStates = ["notRunning", "inactive", "active", "background", "suspended"]
    static let sceneStates = ["unattached", "foregroundInactive", "foregroundActive", "background"]

    /// The CSS class of a state's band: "s-active"; unknown states share "s-other".
    static func stateClass(_ state: String) -> String {
        states.contains { $0.state == state } ? "s-" + state : "s-other"
    }

    /// Latin faces first; a browser takes each character from the first face that has it, so
    /// Chinese text comes from a CJK face (macOS, Windows, Linux) instead of a fallback box.
    static let cjk =
        "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', "
        + "'WenQuanYi Micro Hei'"
    static let font = "'DejaVu Sans', 'Segoe UI', 'Helvetica Neue', Helvetica, Arial, \(cjk), sans-serif"
    static let monospace = "'DejaVu Sans Mono', Menlo, Consolas, \(cjk), monospace"

    static var sheet: String {
        var css = """
            text{font-family:\(font);font-size:11px;fill:#263238}
            .title{font-size:16px;font-weight:bold}
            .scenario{font-size:14px;font-weight:bold}
            .sub,.axis-label,.gap-label{font-size:10px;fill:#607d8b}
            .lane-title{font-size:12px;font-weight:bold}
            .lane-sub{font-size:9.5px;fill:#78909c}
            .lane-bg{fill:#fafbfc}
            .lane-rule{stroke:#e3e7ea;stroke-width:1}
            .axis{stroke:#90a4ae;stroke-width:1}
            .instant{stroke:#546e7a;stroke-width:3}
            .grid{stroke:#eceff1;stroke-width:1}
            .gap-fill{fill:#fff}
            .gap-break{stroke:#78909c;stroke-width:1.2;fill:none}
            .band{stroke:#fff;stroke-width:.5}
            .band-label{font-size:10px}
            .stub{stroke:#b0bec5;stroke-width:1}
            .lbl{paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
            .callback circle{fill:#37474f}
            .callback.unimplemented circle{fill:#fff;stroke:#78909c;stroke-width:1.3}
            .l-unimplemented{fill:#78909c}
            .notification path{fill:#fff;stroke:#00838f;stroke-width:1.3}
            .l-notification{fill:#00838f;font-size:10px}
            .action path{fill:#263238}
            .l-action{font-weight:bold}
            .url circle{fill:#8e24aa}
            .l-url{fill:#6a1b9a}
            .arrow{stroke:#8e24aa;stroke-width:1.5;fill:none;stroke-dasharray:5 3}
            .arrowhead{fill:#8e24aa}
            .badge rect{fill:#e53935;stroke:#fff;stroke-width:1}
            .l-badge{fill:#c62828}
            .log circle{fill:#546e7a}
            .warning path{fill:#ef6c00}
            .l-warning{fill:#e65100}
            .crash path{stroke:#d32f2f;stroke-width:3;stroke-linecap:round}
            .l-crash,.l-termination{fill:#b71c1c;font-weight:bold}
            .termination rect{fill:#b71c1c}
            .expect circle{stroke:#fff;stroke-width:1}
            .expect.pass circle{fill:#2e7d32}
            .expect.fail circle{fill:#c62828}
            .expect path{stroke:#fff;stroke-width:1.6;fill:none;stroke-linecap:round}
            .l-expect-pass{fill:#2e7d32}
            .l-expect-fail{fill:#c62828;font-weight:bold}
            .task rect{fill:#d7ccc8;stroke:#6d4c41;stroke-width:1}
            .task text{font-size:9.5px;fill:#3e2723}
            .task .expire{fill:#e65100;stroke:#fff;stroke-width:.8}
            .task.killed rect{stroke:#b71c1c;stroke-width:1.5}
            .task.open rect{stroke-dasharray:3 2}
            .more{font-size:10px;fill:#455a64;font-style:italic}
            .outcome-passed{fill:#2e7d32}
            .outcome-failed,.outcome-error{fill:#c62828}
            .pill{font-size:10px;font-weight:bold;fill:#fff}
            .l-log{fill:#37474f;font-size:10px;font-style:italic}
            .note{font-family:\(monospace);font-size:10.5px;fill:#b71c1c;white-space:pre}
            .note-head{font-weight:bold}
            .note-stub{stroke:#c62828;stroke-width:1;stroke-dasharray:2 2}
            .toc-head{font-size:12px;font-weight:bold}
            .toc-entry{font-size:11px;fill:#1565c0}
            .toc-back{font-size:10px;fill:#1565c0}
            .contents .pill{font-size:9px}

            """
        for colour in states {
            css += ".s-\(colour.state){fill:\(colour.fill)}.t-\(colour.state){fill:\(colour.text)}\n"
        }
        css += ".s-other{fill:#cfd8dc}.t-other{fill:#263238}\n"
        return css
    }
}
