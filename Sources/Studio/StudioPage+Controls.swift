import ScriptBindings
import TracePictures

extension StudioPage {
    /// The controls panel, made from the action table's studio offers: a group per place
    /// (User, System, iPad windows) with the rows offered there, the system's before the
    /// user's so that an event comes before the answer to it. In a group come first the
    /// controls that name nothing (one with presets after a menu of them), then the group's
    /// app picker with the controls that name an app, then a form for each control whose
    /// argument is typed (a URL).
    static let controls = groups.map { group($0.place, title: $0.title, className: $0.className) }
        .joined(separator: "\n")

    /// The groups: where, the ``StudioText`` key of the heading, the class.
    private static let groups: [(place: StudioOffer.Place, title: String, className: String)] = [
        (.user, "group.user", "group"), (.system, "group.system", "group"),
        (.windows, "group.windows", "group ipad-only"),
    ]

    /// How the panel asks for a typed argument: its placeholder, and the ``StudioText`` key of
    /// the hint when it is empty.
    private static let prompts: [String: (placeholder: String, empty: String)] = [
        "url": ("scheme://path", "url.empty")
    ]

    private static func group(_ place: StudioOffer.Place, title: String, className: String) -> String {
        let rows =
            ActionControl.rows.filter { $0.library == .system } + ActionControl.rows.filter { $0.library != .system }
        var plain = "", named = "", forms: [String] = []
        for row in rows {
            guard let offer = row.studio, offer.place == place else { continue }
            if offer.target == .app {
                named += button(row, offer)
            } else if !typed(row).isEmpty {
                forms.append(form(row, offer))
            } else {
                plain += presetMenu(row, offer) + button(row, offer)
            }
        }
        let heading = StudioText.text(title, .en) ?? title
        var lines = [
            #"<div class="\#(className)" role="group" aria-label="\#(escaped(heading))" data-t-label="\#(title)">"#
                + #"<h2 class="group-title" data-t="\#(title)">\#(escaped(heading))</h2>"#
        ]
        if !plain.isEmpty { lines.append(plain) }
        if !named.isEmpty {
            lines.append(
                (plain.isEmpty ? "" : "<br>")
                    + #"<select class="app-pick" title="The app the buttons beside it act on" "#
                    + #"data-t-title="appPick.title" data-t-label="appPick.title"></select>"# + named)
        }
        lines += forms
        lines.append("</div>")
        return lines.joined(separator: "\n")
    }

    private static func button(_ row: ActionBinding, _ offer: StudioOffer) -> String {
        let picksApp = offer.target == .app ? " data-picks-app" : ""
        return #"<button data-control="\#(row.name)"\#(picksApp) data-t="control:\#(escaped(offer.label))">"#
            + #"\#(escaped(offer.label))</button>"#
    }

    /// A menu of the control's presets; each option's value is the fields it sends, as JSON.
    private static func presetMenu(_ row: ActionBinding, _ offer: StudioOffer) -> String {
        guard !offer.presets.isEmpty else { return "" }
        let options = offer.presets.map { preset in
            let control = ActionControl(row, row.arguments(of: preset.action, names: .names([:])))
            var fields = JSONObject()
            for field in control.fields { fields.add(field.name, literal: field.value) }
            return #"<option value="\#(escaped(fields.text))" data-t="control:\#(escaped(preset.label))">"#
                + #"\#(escaped(preset.label))</option>"#
        }
        return #"<select data-presets-for="\#(row.name)" title="\#(escaped(row.summary))" "#
            + #"data-t-title="presets.title" data-t-label="presets.title">"#
            + options.joined() + "</select>"
    }

    /// The arguments the page types for a control that names nothing: its row's strings.
    private static func typed(_ row: ActionBinding) -> [APIParameter] {
        row.parameters.filter { !$0.optional && $0.type == .string }
    }

    private static func form(_ row: ActionBinding, _ offer: StudioOffer) -> String {
        let inputs = typed(row).map { parameter in
            let prompt = prompts[parameter.name] ?? (parameter.name, "field.empty")
            var limit = ""
            if case .text(_, let bytes)? = ControlField.named(parameter.name) { limit = #" maxlength="\#(bytes)""# }
            return #"<input data-field="\#(parameter.name)" placeholder="\#(escaped(prompt.placeholder))" "#
                + #"title="\#(escaped(row.summary))" data-t-title="summary:\#(escaped(row.lua))" "#
                + #"aria-label="\#(escaped(parameter.name))" "#
                + #"data-empty="\#(escaped(prompt.empty))"\#(limit)>"#
        }
        return "<form>" + inputs.joined() + button(row, offer) + "</form>"
    }

    /// Text for HTML, in an element or a quoted attribute (the pictures' one escaper).
    static func escaped(_ text: String) -> String { SafeText.xmlAttribute(text) }

    /// The panel's controls: each sends its name and what it takes (its group's app, the
    /// chosen preset's fields, its form's typed fields); a form left empty says what to type.
    static let controlsScript = #"""
        Object.assign(studio, {
          panelFields(button) {
            const fields = {};
            if ("picksApp" in button.dataset) fields.app = button.closest(".group").querySelector("select.app-pick").value;
            const presets = document.querySelector('select[data-presets-for="' + button.dataset.control + '"]');
            if (presets) Object.assign(fields, JSON.parse(presets.value));
            const form = button.closest("form");
            if (form) for (const input of form.querySelectorAll("input[data-field]")) fields[input.dataset.field] = input.value.trim();
            return fields;
          },
        });
        for (const button of document.querySelectorAll(".controls [data-control]")) {
          const send = () => {
            // Tap notification taps the newest notification of the app that Notification Center holds.
            if (button.dataset.control === "tap_notification") {
              const fields = studio.panelFields(button);
              const app = studio.device && studio.device.apps.find((a) => a.name === fields.app);
              const notes = app ? app.notifications || [] : [];
              if (notes.length === 0) return studio.toast(studio.t("tapNote.none", fields.app || "?"), true);
              return studio.tapNotification(app.name, notes[notes.length - 1].id);
            }
            studio.control(button.dataset.control, studio.panelFields(button));
          };
          const form = button.closest("form");
          if (!form) {
            button.addEventListener("click", send);
            continue;
          }
          form.addEventListener("submit", (e) => {
            e.preventDefault();
            const empty = [...form.querySelectorAll("input[data-field]")].find((input) => !input.value.trim());
            if (empty) studio.toast(studio.t(empty.dataset.empty, empty.dataset.field), true);
            else send();
          });
        }
        """#
}
