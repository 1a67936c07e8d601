extension StudioPage {
    /// The script's first part: the `studio` object every other part adds to, the WebSocket
    /// to this page's session (same host, same token), requests numbered and counted until
    /// their `done`, each event handed to the handler registered for it, and what the page
    /// shows when the session ends.
    static let connectionScript = #"""
        const studio = {
          handlers: {}, nextId: 1, pending: 0, socket: null, ended: false,
          $(id) { return document.getElementById(id); },
          on(name, handler) { (this.handlers[name] = this.handlers[name] || []).push(handler); },
          element(tag, className, text) {
            const node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          },
          connect() {
            const token = new URLSearchParams(location.search).get("token") || "";
            // The session words its errors in the page's language as it is when the socket opens.
            const socket = new WebSocket(
              "ws://" + location.host + "/session?token=" + encodeURIComponent(token) + "&lang=" + studio.language);
            this.socket = socket;
            this.ended = false;
            this.pending = 0;
            this.status("connecting");
            socket.onopen = () => this.status("ready");
            socket.onmessage = (message) => {
              let event;
              try { event = JSON.parse(message.data); } catch (error) { return; }
              for (const handler of this.handlers[event.ev] || []) handler(event);
            };
            socket.onclose = () => {
              if (!this.ended) this.end({ cause: "connection" });
            };
          },
          /// Sends one request; returns its id (0 when there is no session to send it to).
          send(op, fields) {
            if (!this.socket || this.socket.readyState !== WebSocket.OPEN || this.ended) {
              this.toast(this.t("toast.noSession"), true);
              return 0;
            }
            if (this.viewing && this.kept && this.kept.includes(op)) {
              this.toast(this.t("past.busy"), true);
              return 0;
            }
            const id = this.nextId++;
            this.socket.send(JSON.stringify(Object.assign({ id: id, op: op }, fields || {})));
            if (this.sent) this.sent(op, fields);
            this.pending++;
            this.status("busy");
            return id;
          },
          /// The session's state (connecting, ready, busy, ended) in the bar, as `data-state` and in words.
          status(state) {
            const node = this.$("status");
            node.dataset.state = state;
            node.textContent = this.t("status." + state);
            node.className = "status " + state;
          },
          /// The session ended: the banner names the cause and how to go on, and every control
          /// that would need the session is disabled until a new one starts.
          end(event) {
            this.ended = true;
            this.endedBy = event;
            this.$("ended-reason").textContent = this.endedText(event);
            this.$("ended").hidden = false;
            this.status("ended");
            this.enableControls(false);
            if (this.historyButtons) this.historyButtons();
            this.$("restart").focus();
          },
          endedText(event) {
            const known = ["limit", "timeout", "exited", "connection"];
            if (known.includes(event.cause)) return this.t("ended." + event.cause, event.detail || "");
            return this.t("ended.other", event.reason || "");
          },
          /// Every control that sends to the session, on or off (off while no session runs).
          enableControls(on) {
            for (const node of document.querySelectorAll("#bar button[data-wait], #idle, #save, .controls button, .controls select, "
              + ".controls input, #console-input, #reload, #screen button, #side, #home-bar, #pull-nc, #pull-cc, #lab-run")) {
              node.disabled = !on;
            }
          },
          toast(text, bad) {
            const node = this.$("toast");
            node.textContent = text;
            node.className = "toast" + (bad ? " bad" : "");
            node.hidden = false;
            clearTimeout(this.toastTimer);
            this.toastTimer = setTimeout(() => { node.hidden = true; }, bad ? 7000 : 5000);
          },
        };
        studio.on("done", () => {
          studio.pending = Math.max(0, studio.pending - 1);
          if (studio.pending === 0 && !studio.ended) studio.status("ready");
        });
        studio.on("refused", (event) => {
          if (event.id) studio.pending = Math.max(0, studio.pending - 1);
          if (studio.pending === 0 && !studio.ended) studio.status("ready");
          studio.toast(studio.t("toast.refused", event.reason), true);
        });
        studio.on("ended", (event) => studio.end(event));
        studio.on("hello", () => studio.enableControls(true));
        studio.$("restart").addEventListener("click", () => {
          studio.$("ended").hidden = true;
          studio.endedBy = null;
          if (studio.socket) studio.socket.onclose = null;
          studio.restarting = true;
          studio.connect();
        });
        """#
}
