extension StudioPage {
    /// The live state diagram (the States tab): per app and per scene, its states as the
    /// engine names them, the current one lit in its state's colour (the timeline's), and
    /// each transition the session took as an arrow with how many times. Built from the
    /// trace's `transition` records and the device's states; a replay builds it again.
    static let diagramScript = #"""
        Object.assign(studio, {
          taken: {},
          appStates: ["notRunning", "inactive", "active", "background", "suspended"],
          sceneStates: ["unattached", "foregroundInactive", "foregroundActive", "background"],
          fills: { notRunning: "#eceff1", inactive: "#ffd54f", foregroundInactive: "#ffd54f", active: "#66bb6a",
            foregroundActive: "#66bb6a", background: "#64b5f6", suspended: "#b39ddb", unattached: "#eceff1" },
          /// One lane's diagram: the states in a row, arrows forward above and back below.
          diagram(name, states, current, taken) {
            // The SVG namespace, from the HTML parser (the page names no address).
            const probe = document.createElement("div");
            probe.innerHTML = "<svg></svg>";
            const ns = probe.firstChild.namespaceURI, wide = states.length < 5, step = wide ? 150 : 118;
            const box = wide ? 138 : 104, width = 24 + step * states.length;
            const svg = document.createElementNS(ns, "svg");
            svg.setAttribute("width", String(width));
            svg.setAttribute("height", "150");
            svg.setAttribute("role", "img");
            const node = (tag, attributes, text) => {
              const element = document.createElementNS(ns, tag);
              for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
              if (text !== undefined) element.textContent = text;
              svg.append(element);
              return element;
            };
            const x = (state) => 12 + step * states.indexOf(state) + step / 2 - 6;
            const words = [];
            for (const [edge, count] of Object.entries(taken)) {
              const [from, to] = edge.split(">");
              if (!states.includes(from) || !states.includes(to)) continue;
              const forward = states.indexOf(to) > states.indexOf(from);
              const x0 = x(from), x1 = x(to), bend = (forward ? -1 : 1) * (18 + 10 * Math.abs(states.indexOf(to) - states.indexOf(from)));
              const y = forward ? 60 : 90, mid = (x0 + x1) / 2;
              node("path", { d: "M" + x0 + " " + y + " Q" + mid + " " + (y + bend * 1.4) + " " + x1 + " " + y,
                fill: "none", stroke: "#455a64", "stroke-width": 1.4 });
              node("circle", { cx: x1, cy: y, r: 3, fill: "#455a64" });
              node("text", { x: mid, y: y + bend * 0.7 + 4, "text-anchor": "middle", "font-size": 11, fill: "#263238" }, "\u00d7" + count);
              words.push(from + " \u2192 " + to + " \u00d7" + count);
            }
            for (const state of states) {
              const lit = state === current;
              node("rect", { x: x(state) - box / 2, y: 62, width: box, height: 26, rx: 13, fill: lit ? studio.fills[state] : "#fff",
                stroke: lit ? "#263238" : "#90a4ae", "stroke-width": lit ? 2.5 : 1 });
              node("text", { x: x(state), y: 79, "text-anchor": "middle", "font-size": 12, "font-weight": lit ? "bold" : "normal", fill: "#263238" }, state);
            }
            svg.setAttribute("aria-label", name + ": " + studio.stateWord(current || "") + (words.length ? "; " + words.join(", ") : ""));
            const holder = studio.element("div", "diagram");
            holder.append(studio.element("h3", "", name + " \u2014 " + (current ? studio.stateWord(current) : "")), svg);
            return holder;
          },
          drawDiagram() {
            const holder = studio.$("diagram");
            const d = studio.device;
            if (!d || holder.hidden) return;
            const boxes = [];
            for (const app of d.apps) {
              boxes.push(studio.diagram(app.name, studio.appStates, app.state, studio.taken[app.name] || {}));
              if (app.lifeCycle !== "app") for (const scene of app.scenes) boxes.push(studio.diagram(scene.name, studio.sceneStates, scene.state, studio.taken[scene.name] || {}));
            }
            if (boxes.length === 0) boxes.push(studio.element("p", "empty", studio.t("noApps")));
            holder.replaceChildren(...boxes);
          },
        });
        studio.on("records", (event) => {
          for (const record of event.records) {
            if (record.kind !== "transition") continue;
            const step = /(\w+) -> (\w+)\s*$/.exec(record.text);
            if (!step) continue;
            const lane = studio.taken[record.who] = studio.taken[record.who] || {};
            lane[step[1] + ">" + step[2]] = (lane[step[1] + ">" + step[2]] || 0) + 1;
          }
        });
        studio.on("device", () => studio.drawDiagram());
        studio.onLanguage(() => studio.drawDiagram());
        studio.$("tab-states").addEventListener("click", () => { studio.showTab("states"); studio.drawDiagram(); });
        """#
}
