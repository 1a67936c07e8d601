import Foundation
import ScriptBindings
import Testing

@testable import Studio

/// The page offers every row of the action table that has a studio offer: a button of its
/// controls panel, or a gesture of the device's picture that the device script sends by name.
@Suite("ControlsPanel")
struct ControlsPanelTests {
    /// The control names the device script sends, and the refusals it reads, by hand.
    static func pictureNames() throws -> Set<String> {
        let script = StudioPage.deviceScript
        var names: Set<String> = []
        for match in script.matches(of: try Regex(#"studio\.control\(([^,)]*)"#)) {
            let argument = String(script[match.output[1].range!])
            for word in argument.matches(of: try Regex(#""([a-z_]+)""#)) {
                names.insert(String(argument[word.output[1].range!]))
            }
        }
        for match in script.matches(of: try Regex(#"refusals\.([a-z_]+)"#)) {
            names.insert(String(script[match.output[1].range!]))
        }
        return names
    }

    @Test("each panel row is a button of its group, named as its row, labelled by its offer")
    func panel() {
        for row in ActionControl.rows {
            guard let offer = row.studio, offer.place != .picture else { continue }
            #expect(
                StudioPage.controls.contains(#"data-control="\#(row.name)""#), "\(row.lua) has no button")
            #expect(StudioPage.controls.contains(">\(StudioPage.escaped(offer.label))</button>"), "\(row.lua)")
        }
        #expect(StudioPage.controls.components(separatedBy: "<h2 ").count == 4, "User, System, iPad windows")
    }

    @Test("every name the device's picture sends by hand is a studio row, and every picture row is sent")
    func picture() throws {
        let names = try Self.pictureNames()
        let rows = Set(ActionControl.rows.map(\.name))
        #expect(names.subtracting(rows).isEmpty, "not studio rows: \(names.subtracting(rows).sorted())")
        for row in ActionControl.rows where row.studio?.place == .picture {
            #expect(names.contains(row.name), "\(row.lua) is offered on the picture, which never sends it")
        }
    }

    @Test("the call's presets are the page's menu, each option the fields the page sends")
    func presets() {
        #expect(
            StudioPage.controls.contains(
                #"<option value="{&quot;answer&quot;:true,&quot;after&quot;:2,&quot;duration&quot;:30}" "#
                    + #"data-t="control:answer after 2 s">answer after 2 s</option>"#
            ))
        #expect(
            StudioPage.controls.contains(
                #"<option value="{&quot;answer&quot;:false,&quot;after&quot;:2}" "#
                    + #"data-t="control:decline after 2 s">decline after 2 s</option>"#))
        #expect(
            StudioPage.controls.contains(
                #"<option value="{&quot;after&quot;:20}" data-t="control:let it ring out">let it ring out</option>"#))
    }
}
