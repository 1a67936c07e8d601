extension StudioPage {
    /// The panels: the trace (each action as its Lua line, then its records), the timeline
    /// (the renderer's SVG in a shadow root, so its style sheet stays inside), expectations,
    /// the source editor with its errors at file:line, the prompt, the time controls, reset,
    /// save, and the switch between device and lab mode.
    static let panelScript = #"""
        Object.assign(studio, {
          loadedSource: null, history: [], historyAt: 0, traceLines: 0,
          traceLine(text, className) {
            const trace = studio.$("trace");
            const atEnd = trace.scrollTop + trace.clientHeight >= trace.scrollHeight - 30;
            trace.append(studio.element("div", className, text));
            if (++studio.traceLines > 4000) { trace.firstChild.remove(); studio.traceLines--; }
            if (atEnd) trace.scrollTop = trace.scrollHeight;
          },
          /// The renderer's SVG, parsed as XML (never as HTML) into a shadow root of `holder`,
          /// shrunk to the panel's width down to 62%, then scrolled to its newest (right) end;
          /// it shows the lanes, below the legend, unless the reader has scrolled since the last drawing.
          drawTimeline(holder, event) {
            const root = holder.shadowRoot || holder.attachShadow({ mode: "open" });
            if (!event.svg) {
              const note = studio.element("p", "", event.note || "");
              note.style.cssText = "color:#78909c;padding:10px;margin:0;font:13px sans-serif";
              root.replaceChildren(note);
              return;
            }
            const parsed = new DOMParser().parseFromString(event.svg, "image/svg+xml");
            const svg = parsed.documentElement;
            if (svg.nodeName !== "svg") return;
            const width = Number(svg.getAttribute("width")) || 800, height = Number(svg.getAttribute("height")) || 400;
            const scale = Math.max(0.62, Math.min(1, (holder.clientWidth - 4) / width));
            svg.setAttribute("width", String(Math.round(width * scale)));
            svg.setAttribute("height", String(Math.round(height * scale)));
            svg.style.display = "block";
            const top = holder.scrollTop, moved = holder.dataset.placed !== undefined && Number(holder.dataset.placed) !== top;
            root.replaceChildren(document.importNode(svg, true));
            holder.scrollLeft = holder.scrollWidth;
            const header = root.querySelector("text.scenario");
            const lanes = header ? header.getBoundingClientRect().top - root.querySelector("svg").getBoundingClientRect().top : 0;
            holder.scrollTop = moved || !header ? top : Math.max(0, lanes - 22);
            holder.dataset.placed = String(holder.scrollTop);
          },
          expectation(text, passed) {
            const list = studio.$("expectations");
            const empty = list.querySelector(".empty");
            if (empty) empty.remove();
            const item = studio.element("li", passed ? "pass" : "fail", text.trim());
            list.append(item);
            list.scrollTop = list.scrollHeight;
            studio.expectCount = (studio.expectCount || 0) + 1;
            studio.expectFailed = (studio.expectFailed || 0) + (passed ? 0 : 1);
            const count = studio.$("expect-count");
            count.textContent = studio.expectFailed ? "\u2717 " + studio.expectFailed + " / " + studio.expectCount : "\u2713 " + studio.expectCount;
            count.className = "count " + (studio.expectFailed ? "fail" : "pass");
            return item;
          },
          showTab(name) {
            studio.$("trace").hidden = name !== "trace";
            studio.$("expectations").hidden = name !== "expect";
            studio.$("tab-trace").classList.toggle("on", name === "trace");
            studio.$("tab-expect").classList.toggle("on", name === "expect");
          },
          numberLines(textarea, gutter, bad) {
            const count = textarea.value.split("\n").length;
            gutter.replaceChildren();
            for (let i = 1; i <= count; i++) gutter.append(studio.element("span", bad === i ? "bad" : "", String(i)), "\n");
            gutter.scrollTop = textarea.scrollTop;
          },
          selectLine(textarea, line) {
            const lines = textarea.value.split("\n");
            let start = 0;
            for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
            textarea.focus();
            textarea.setSelectionRange(start, start + (lines[line - 1] || "").length);
            textarea.scrollTop = Math.max(0, (line - 4) * 17);
          },
          /// An error at a line of the source: listed under the editor (a click goes there) and marked in the margin.
          sourceError(line, text) {
            const row = studio.element("div", "", studio.$("source-name").textContent + ":" + line + ": " + text.split("\n")[0]);
            row.title = "Show line " + line;
            row.addEventListener("click", () => studio.selectLine(studio.$("source"), line));
            studio.$("source-errors").append(row);
            studio.numberLines(studio.$("source"), studio.$("gutter"), line);
          },
          reload() {
            studio.$("source-errors").replaceChildren();
            studio.badLine = null;
            studio.numberLines(studio.$("source"), studio.$("gutter"), null);
            studio.clearPanels();
            studio.send("load", { text: studio.$("source").value });
          },
          clearPanels() {
            studio.$("trace").replaceChildren();
            studio.traceLines = 0;
            const list = studio.$("expectations");
            list.replaceChildren(studio.element("li", "empty", "none yet: type expect.state(todo, \"active\") at the prompt"));
            studio.expectCount = 0;
            studio.expectFailed = 0;
            studio.$("expect-count").textContent = "";
            studio.$("expect-count").className = "count";
          },
          setMode(mode) {
            studio.$("device-mode").hidden = mode !== "device";
            studio.$("lab-mode").hidden = mode !== "lab";
            studio.$("mode-device").classList.toggle("on", mode === "device");
            studio.$("mode-lab").classList.toggle("on", mode === "lab");
            if (mode === "lab" && studio.openLab) studio.openLab();
          },
        });

        studio.on("hello", (event) => {
          studio.$("file").textContent = event.file;
          studio.$("file").title = event.file;
          studio.$("source-name").textContent = event.file;
          const editor = studio.$("source");
          const edited = studio.loadedSource !== null && editor.value !== studio.loadedSource;
          studio.loadedSource = event.source;
          studio.clearPanels();
          if (edited) {
            studio.traceLine("-- a fresh session runs " + event.file + " as it is on disk; your edits are kept in the editor: Reload runs them", "note");
          } else {
            editor.value = event.source;
          }
          studio.numberLines(editor, studio.$("gutter"), null);
          if (studio.restarting) studio.toast("A new session: a fresh device at t = 0.");
          studio.restarting = false;
        });
        studio.on("input", (event) => studio.traceLine("> " + event.text, "input"));
        studio.on("records", (event) => {
          for (const record of event.records) {
            const failed = record.kind === "expect" && / fail /.test(record.text);
            studio.traceLine(record.text, "k-" + record.kind + (failed ? " fail" : ""));
            if (record.kind === "expect") studio.lastExpectation = studio.expectation(record.text, !failed);
            if (record.line) studio.sourceError(record.line, record.text.replace(/^\s*[\d.]+\s+\S+\s+/, ""));
          }
        });
        studio.on("value", (event) => studio.traceLine(event.text, "value"));
        studio.on("note", (event) => studio.traceLine("-- " + event.text, "note"));
        studio.on("error", (event) => {
          studio.traceLine(event.text, "error");
          const item = studio.lastExpectation;
          if (item && item.className === "fail" && !item.querySelector("pre") && /expect\.\w+ failed/.test(event.text)) {
            item.append(studio.element("pre", "", event.text));
          }
          if (event.line && studio.$("mode-device").classList.contains("on")) {
            studio.sourceError(event.line, event.text.replace(/^[^:]*:\d+: /, ""));
          }
        });
        studio.on("timeline", (event) => {
          if (event.view === "session") studio.drawTimeline(studio.$("timeline"), event);
        });
        studio.on("saved", (event) => {
          studio.traceLine("-- saved " + event.inputs + " input(s) to " + event.path + "; run it with: " + event.command, "note");
          studio.toast("Saved as " + event.path + "\nRun it with: " + event.command);
        });

        for (const button of document.querySelectorAll("[data-wait]")) {
          button.addEventListener("click", () => studio.send("wait", { seconds: Number(button.dataset.wait) }));
        }
        studio.$("idle").addEventListener("click", () => studio.send("idle"));
        studio.$("reset").addEventListener("click", () => { studio.clearPanels(); studio.send("reset"); });
        studio.$("save").addEventListener("click", () => studio.send("save"));
        studio.$("tab-trace").addEventListener("click", () => studio.showTab("trace"));
        studio.$("tab-expect").addEventListener("click", () => studio.showTab("expect"));
        studio.$("clear-trace").addEventListener("click", () => { studio.$("trace").replaceChildren(); studio.traceLines = 0; });
        studio.$("reload").addEventListener("click", () => studio.reload());
        studio.$("mode-device").addEventListener("click", () => studio.setMode("device"));
        studio.$("mode-lab").addEventListener("click", () => studio.setMode("lab"));
        const source = studio.$("source");
        source.addEventListener("input", () => studio.numberLines(source, studio.$("gutter"), null));
        source.addEventListener("scroll", () => { studio.$("gutter").scrollTop = source.scrollTop; });
        source.addEventListener("keydown", (e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); studio.reload(); }
          if (e.key === "Tab") { e.preventDefault(); document.execCommand("insertText", false, "  "); }
        });
        studio.$("console").addEventListener("submit", (e) => {
          e.preventDefault();
          const input = studio.$("console-input");
          const text = input.value;
          if (!text.trim()) return;
          studio.history.push(text);
          studio.historyAt = studio.history.length;
          input.value = "";
          studio.send("lua", { text: text });
        });
        studio.$("console-input").addEventListener("keydown", (e) => {
          const input = e.target;
          if (e.key === "ArrowUp" && studio.historyAt > 0) input.value = studio.history[--studio.historyAt];
          else if (e.key === "ArrowDown" && studio.historyAt < studio.history.length) input.value = studio.history[++studio.historyAt] || "";
          else return;
          e.preventDefault();
        });
        """#
}
