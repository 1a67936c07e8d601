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
          /// at the reader's zoom (1: the labels at their drawn size, never smaller unless the
          /// reader asks to fit it all), its lane names pinned at the left while it scrolls, and
          /// scrolled to its newest (right) end while the reader follows it; vertically it shows
          /// the lanes, below the legend, unless the reader has scrolled since the last drawing.
          drawTimeline(holder, event) {
            const root = holder.shadowRoot || holder.attachShadow({ mode: "open" });
            holder.lastEvent = event;
            if (!event.svg) {
              const note = studio.element("p", "", event.note || "");
              note.style.cssText = "color:#546e7a;padding:10px;margin:0;font:13px sans-serif";
              root.replaceChildren(note);
              return;
            }
            const parsed = new DOMParser().parseFromString(event.svg, "image/svg+xml");
            const svg = parsed.documentElement;
            if (svg.nodeName !== "svg") return;
            const width = Number(svg.getAttribute("width")) || 800, height = Number(svg.getAttribute("height")) || 400;
            const zoom = holder.zoom || 1;
            const scale = zoom === "fit" ? Math.max(0.3, Math.min(1, (holder.clientWidth - 4) / width)) : zoom;
            const w = Math.round(width * scale), h = Math.round(height * scale);
            svg.setAttribute("width", String(w));
            svg.setAttribute("height", String(h));
            svg.style.cssText = "display:block;position:absolute;left:0;top:0";
            const wrap = document.createElement("div");
            wrap.style.cssText = "position:relative;width:" + w + "px;height:" + h + "px";
            // The lane names: the drawing's left gutter again, pinned while the rest scrolls.
            const pin = document.createElement("div");
            pin.className = "pin";
            pin.style.cssText = "position:sticky;left:0;top:0;z-index:1;overflow:hidden;background:#fff;"
              + "box-shadow:2px 0 4px rgba(0,0,0,.15);width:" + Math.round(150 * scale) + "px;height:" + h + "px";
            pin.setAttribute("aria-hidden", "true");
            const copy = document.importNode(svg, true);
            copy.style.cssText = "display:block";
            for (const node of copy.querySelectorAll("[id]")) node.removeAttribute("id");
            pin.append(copy);
            wrap.append(pin, document.importNode(svg, true));
            const top = holder.scrollTop, moved = holder.dataset.placed !== undefined && Number(holder.dataset.placed) !== top;
            const style = document.createElement("style");
            style.textContent = "g.mark,g.task{cursor:pointer}";
            root.replaceChildren(style, wrap);
            if (!root.picks) {
              // A mark's tooltip is its trace line: a click selects that line in the trace.
              root.picks = true;
              root.addEventListener("click", (e) => {
                const mark = e.target.closest && e.target.closest("g.mark, g.task");
                const title = mark && mark.querySelector("title");
                if (title && holder.id === "timeline") studio.selectTraceLine(title.textContent, Number(mark.dataset.count || 1));
              });
            }
            holder.placing = true;
            if (holder.follow !== false) holder.scrollLeft = holder.scrollWidth;
            const drawn = root.querySelectorAll("svg")[1];
            const header = drawn.querySelector("text.scenario");
            const lanes = header ? header.getBoundingClientRect().top - drawn.getBoundingClientRect().top : 0;
            holder.scrollTop = moved || !header ? top : Math.max(0, lanes - 22);
            holder.dataset.placed = String(holder.scrollTop);
            requestAnimationFrame(() => { holder.placing = false; });
          },
          /// The session's timeline, which grows piece by piece (TimelineStream): a full event
          /// (`full`) draws the picture and its legend; any other adds and replaces the pieces it
          /// carries (by id, each in its layer; none goes while the layout stays). A message out of
          /// sequence asks the session for the whole picture again. The legend and the summary
          /// stay in view above the lanes (never under the pinned lane names), and the lane names
          /// (the picture's `lanes` layer again) stay pinned at the left while the rest scrolls.
          drawSession(holder, event) {
            const root = holder.shadowRoot || holder.attachShadow({ mode: "open" });
            holder.lastEvent = event;
            if (!event.full && (!holder.picture || event.seq !== holder.seq + 1)) {
              holder.picture = null;
              holder.seq = -1;
              studio.askTimeline();
              return;
            }
            holder.seq = event.seq;
            if (event.full && !event.svg) {
              holder.picture = null;
              const note = studio.element("p", "", event.note || "");
              note.style.cssText = "color:#546e7a;padding:10px;margin:0;font:13px sans-serif";
              root.replaceChildren(note);
              return;
            }
            const parse = (text) => {
              const svg = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
              return svg.nodeName === "svg" ? svg : null;
            };
            let picture = holder.picture;
            if (event.full) {
              const main = parse(event.svg), legend = parse(event.legend || event.svg);
              if (!main || !legend) return;
              const top = studio.element("div", "top");
              top.style.cssText = "position:sticky;left:0;z-index:2;background:#fff;overflow:hidden";
              const summary = studio.element("p", "summary");
              summary.style.cssText = "margin:0;padding:6px 12px 0;font:bold 13px sans-serif;color:#263238";
              top.append(summary, document.importNode(legend, true));
              const body = studio.element("div", "body");
              body.style.cssText = "position:relative";
              const pin = studio.element("div", "pin");
              pin.setAttribute("aria-hidden", "true");
              pin.style.cssText = "position:sticky;left:0;top:0;z-index:1;overflow:hidden;background:#fff;box-shadow:2px 0 4px rgba(0,0,0,.15)";
              const drawn = document.importNode(main, true);
              drawn.style.cssText = "display:block;position:absolute;left:0;top:0";
              drawn.setAttribute("class", "drawn");
              body.append(pin, drawn);
              const style = document.createElement("style");
              style.textContent = "g.mark,g.task{cursor:pointer}";
              root.replaceChildren(style, top, body);
              picture = holder.picture = { top: top, summary: summary, body: body, pin: pin, copy: null, drawn: drawn };
              if (!root.picks) {
                // A mark's tooltip is its trace line: a click selects that line in the trace.
                root.picks = true;
                root.addEventListener("click", (e) => {
                  const mark = e.target.closest && e.target.closest("g.mark, g.task");
                  const title = mark && mark.querySelector("title");
                  if (title && holder.id === "timeline") {
                    studio.selectTraceLine(title.textContent, Number(mark.dataset.count || 1));
                    if (/^m-\d+$/.test(mark.id || "")) studio.viewPast(Number(mark.id.slice(2)));
                  }
                });
              }
            }
            if (event.pieces && event.pieces.length) {
              // The pieces in one SVG of the drawing's namespace, parsed at once.
              const parsed = parse("<svg xmlns='" + picture.drawn.namespaceURI + "'>" + event.pieces.map((p) => p.svg).join("") + "</svg>");
              if (!parsed) return;
              const nodes = [...parsed.children];
              event.pieces.forEach((piece, i) => {
                const node = nodes[i] && document.importNode(nodes[i], true);
                if (!node) return;
                const old = root.getElementById(piece.id);
                if (old) old.replaceWith(node);
                else {
                  const layer = root.getElementById("layer-" + piece.layer);
                  if (layer) layer.append(node);
                }
              });
            }
            if (event.full) {
              // The lane names again, pinned at the left: a copy of the lanes layer only.
              const copy = picture.drawn.cloneNode(false);
              copy.removeAttribute("class");
              for (const child of picture.drawn.children) {
                if (child.nodeName === "style" || child.id === "layer-lanes") copy.append(child.cloneNode(true));
              }
              for (const node of copy.querySelectorAll("[id]")) node.removeAttribute("id");
              copy.style.cssText = "display:block";
              picture.pin.replaceChildren(copy);
              picture.copy = copy;
            }
            picture.width = event.width;
            picture.height = event.height;
            picture.summary.textContent = studio.t("timeline.at", event.at) + " · " + event.summary;
            studio.scaleSession(holder, event.full);
          },
          /// The session's picture at the reader's zoom (1: labels at their drawn size; "fit":
          /// all of it in the panel), followed to its newest end while the reader follows it.
          scaleSession(holder, placeVertically) {
            const picture = holder.picture;
            if (!picture) return;
            const width = picture.width, height = picture.height, zoom = holder.zoom || 1;
            const scale = zoom === "fit" ? Math.max(0.3, Math.min(1, (holder.clientWidth - 4) / width)) : zoom;
            const w = Math.round(width * scale), h = Math.round(height * scale);
            for (const svg of [picture.drawn, picture.copy]) {
              svg.setAttribute("viewBox", "0 0 " + width + " " + height);
              svg.setAttribute("width", String(svg === picture.copy ? Math.round(150 * scale) : w));
              svg.setAttribute("height", String(h));
              if (svg === picture.copy) svg.setAttribute("viewBox", "0 0 150 " + height);
            }
            picture.body.style.width = w + "px";
            picture.body.style.height = h + "px";
            picture.pin.style.width = Math.round(150 * scale) + "px";
            picture.pin.style.height = h + "px";
            picture.top.style.width = Math.max(200, holder.clientWidth - 2) + "px";
            holder.placing = true;
            const top = holder.scrollTop, moved = holder.dataset.placed !== undefined && Number(holder.dataset.placed) !== top;
            if (holder.follow !== false) holder.scrollLeft = holder.scrollWidth;
            if (placeVertically) holder.scrollTop = moved ? top : Math.max(0, picture.top.offsetHeight - 40);
            holder.dataset.placed = String(holder.scrollTop);
            requestAnimationFrame(() => { holder.placing = false; });
          },
          /// Asks the session for its whole timeline in the page's language (after a replay
          /// when one is running: its `done` must not count as the replay's).
          askTimeline() {
            if (studio.replaying) { studio.timelineWanted = true; return; }
            studio.timelineRequest = studio.send("timeline", { language: studio.language });
          },
          /// A mark's moment: the session sends the device as the action that recorded it left
          /// it; the page shows it under a "Viewing t = … s · Back to now" banner, with every
          /// control that acts disabled until Back to now.
          viewPast(record) {
            if (studio.replaying || studio.pending || studio.ended) return;
            studio.send("past", { number: record });
          },
          showPast(event) {
            if (!event.device) return studio.toast(event.reason || "", true);
            if (!studio.viewing) studio.present = studio.device;
            studio.viewing = event;
            studio.renderDevice(event.device);
            studio.$("past-text").textContent = studio.t("past.viewing", event.at);
            studio.$("past").hidden = false;
            studio.enableControls(false);
            studio.$("step-back").disabled = true;
            studio.$("step-forward").disabled = true;
            studio.$("past-back").focus();
          },
          backToNow() {
            if (!studio.viewing) return;
            studio.viewing = null;
            studio.$("past").hidden = true;
            if (studio.present) studio.renderDevice(studio.present);
            if (!studio.ended) studio.enableControls(true);
            studio.historyButtons();
          },
          /// Selects the trace line a timeline mark stands for (a merged mark: says to zoom in).
          selectTraceLine(text, count) {
            if (count > 1) return studio.toast(studio.t("mark.group", text));
            const want = text.trim();
            const line = [...studio.$("trace").children].find((node) => node.textContent.trim() === want);
            if (!line) return studio.toast(studio.t("mark.gone"), true);
            for (const old of studio.$("trace").querySelectorAll(".selected")) old.classList.remove("selected");
            studio.showTab("trace");
            line.classList.add("selected");
            line.scrollIntoView({ block: "center" });
            studio.$("announce").textContent = want;
          },
          /// Zoom: a factor from 1 to 3 (never below the drawn size), or "fit" (all of it in the panel).
          zoomTimeline(holder, how) {
            const now = holder.zoom || 1;
            if (how === "fit") holder.zoom = now === "fit" ? 1 : "fit";
            else holder.zoom = Math.max(1, Math.min(3, (now === "fit" ? 1 : now) * (how === "in" ? 1.25 : 0.8)));
            if (holder.id === "timeline") studio.scaleSession(holder, false);
            else if (holder.lastEvent) studio.drawTimeline(holder, holder.lastEvent);
          },
          followTimeline(holder, on) {
            holder.follow = on;
            studio.$("zoom-follow").setAttribute("aria-pressed", String(on));
            if (on) holder.scrollLeft = holder.scrollWidth;
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
            studio.$("diagram").hidden = name !== "states";
            studio.$("tab-states").classList.toggle("on", name === "states");
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
            row.title = studio.t("showLine", line);
            row.addEventListener("click", () => studio.selectLine(studio.$("source"), line));
            studio.$("source-errors").append(row);
            studio.numberLines(studio.$("source"), studio.$("gutter"), line);
          },
          reload() {
            studio.base = studio.$("source").value;
            studio.actions = [];
            studio.redo = [];
            studio.remember();
            studio.$("source-errors").replaceChildren();
            studio.badLine = null;
            studio.numberLines(studio.$("source"), studio.$("gutter"), null);
            studio.clearPanels();
            studio.send("load", { text: studio.$("source").value });
          },
          clearPanels() {
            studio.taken = {};
            studio.$("trace").replaceChildren();
            studio.traceLines = 0;
            const list = studio.$("expectations");
            const empty = studio.element("li", "empty", studio.t("expect.none"));
            empty.dataset.t = "expect.none";
            list.replaceChildren(empty);
            studio.expectCount = 0;
            studio.expectFailed = 0;
            studio.$("expect-count").textContent = "";
            studio.$("expect-count").className = "count";
          },
          /// Lab mode shows no device: its time controls, steps, reset and save are hidden.
          setMode(mode) {
            document.body.classList.toggle("lab", mode === "lab");
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
            studio.traceLine("-- " + studio.t("note.edited", event.file), "note");
          } else {
            editor.value = event.source;
          }
          studio.numberLines(editor, studio.$("gutter"), null);
          if (studio.restarting) studio.toast(studio.t("toast.newSession"));
          studio.restarting = false;
        });
        studio.on("input", (event) => {
          studio.traceLine("> " + event.text, "input");
          studio.heard = [event.text];
        });
        studio.on("records", (event) => {
          for (const record of event.records) {
            const failed = record.kind === "expect" && / fail /.test(record.text);
            studio.traceLine(record.text, "k-" + record.kind + (failed ? " fail" : ""));
            if (studio.heard && studio.heard.length < 6) studio.heard.push(record.text.trim());
            if (record.kind === "expect") studio.lastExpectation = studio.expectation(record.text, !failed);
            if (record.line) studio.sourceError(record.line, record.text.replace(/^\s*[\d.]+\s+\S+\s+/, ""));
          }
        });
        studio.on("value", (event) => {
          studio.traceLine(event.text, "value");
          if (studio.heard) studio.heard.push(event.text);
        });
        // A screen reader hears each action once, when it is done: its line and its first records.
        studio.on("done", () => {
          if (!studio.heard || studio.replaying) { studio.heard = null; return; }
          studio.$("announce").textContent = studio.heard.join("; ");
          studio.heard = null;
        });
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
          if (event.view === "session") studio.drawSession(studio.$("timeline"), event);
        });
        studio.on("saved", (event) => {
          studio.traceLine("-- " + studio.t("saved.trace", event.inputs, event.path, event.command), "note");
          studio.toast(studio.t("saved.toast", event.path, event.command));
        });

        for (const button of document.querySelectorAll("[data-wait]")) {
          button.addEventListener("click", () => studio.send("wait", { seconds: Number(button.dataset.wait) }));
        }
        studio.$("idle").addEventListener("click", () => studio.send("idle"));
        studio.$("reset").addEventListener("click", () => {
          if (studio.actions.length && !window.confirm(studio.t("reset.ask", studio.actions.length))) return;
          studio.actions = [];
          studio.redo = [];
          studio.remember();
          studio.clearPanels();
          studio.send("reset");
        });
        studio.$("save").addEventListener("click", () => {
          if (studio.actions.length < studio.savedCount && !window.confirm(studio.t("save.less", studio.savedCount, studio.actions.length))) return;
          studio.send("save");
        });
        studio.$("tab-trace").addEventListener("click", () => studio.showTab("trace"));
        studio.$("tab-expect").addEventListener("click", () => studio.showTab("expect"));
        studio.$("clear-trace").addEventListener("click", () => { studio.$("trace").replaceChildren(); studio.traceLines = 0; });
        studio.$("reload").addEventListener("click", () => studio.reload());
        studio.$("zoom-in").addEventListener("click", () => studio.zoomTimeline(studio.$("timeline"), "in"));
        studio.$("zoom-out").addEventListener("click", () => studio.zoomTimeline(studio.$("timeline"), "out"));
        studio.$("zoom-fit").addEventListener("click", () => studio.zoomTimeline(studio.$("timeline"), "fit"));
        studio.$("zoom-follow").addEventListener("click", () => studio.followTimeline(studio.$("timeline"), true));
        studio.$("timeline").addEventListener("scroll", () => {
          const holder = studio.$("timeline");
          if (holder.placing) return;
          const atEnd = holder.scrollLeft + holder.clientWidth >= holder.scrollWidth - 8;
          if (atEnd !== (holder.follow !== false)) studio.followTimeline(holder, atEnd);
        });
        /// The prompt's example names the first app the device has.
        studio.promptHint = () => {
          const apps = studio.device ? studio.device.apps : [];
          studio.$("console-input").placeholder = apps.length ? studio.t("prompt.placeholder", apps[0].name) : studio.t("prompt.placeholderEmpty");
        };
        studio.on("device", () => studio.promptHint());
        studio.onLanguage(() => studio.promptHint());
        // The timeline's legend and summary in the page's language: drawn again on a switch,
        // and at the start when the page is not in English.
        studio.onLanguage(() => { if (studio.socket && !studio.ended) studio.askTimeline(); });
        studio.on("hello", () => { if (studio.language !== "en") studio.askTimeline(); });
        studio.on("past", (event) => studio.showPast(event));
        studio.$("past-back").addEventListener("click", () => studio.backToNow());
        studio.onLanguage(() => { if (studio.viewing) studio.$("past-text").textContent = studio.t("past.viewing", studio.viewing.at); });
        studio.on("ended", () => studio.backToNow());
        studio.$("mode-device").addEventListener("click", () => studio.setMode("device"));
        studio.$("mode-lab").addEventListener("click", () => studio.setMode("lab"));
        const source = studio.$("source");
        source.addEventListener("input", () => studio.numberLines(source, studio.$("gutter"), null));
        source.addEventListener("scroll", () => { studio.$("gutter").scrollTop = source.scrollTop; });
        source.addEventListener("keydown", (e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); studio.reload(); }
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
