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
            const socket = new WebSocket("ws://" + location.host + "/session?token=" + encodeURIComponent(token));
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
              if (!this.ended) this.end("the connection to the studio closed (it was stopped, or too many pages are open at once)");
            };
          },
          /// Sends one request; returns its id (0 when there is no session to send it to).
          send(op, fields) {
            if (!this.socket || this.socket.readyState !== WebSocket.OPEN || this.ended) {
              this.toast("There is no session: start a new one.", true);
              return 0;
            }
            const id = this.nextId++;
            this.socket.send(JSON.stringify(Object.assign({ id: id, op: op }, fields || {})));
            this.pending++;
            this.status("busy");
            return id;
          },
          status(text) {
            const node = this.$("status");
            node.textContent = text;
            node.className = "status " + text;
          },
          end(reason) {
            this.ended = true;
            this.$("ended-reason").textContent = reason;
            this.$("ended").hidden = false;
            this.status("ended");
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
          studio.toast("Refused: " + event.reason, true);
        });
        studio.on("ended", (event) => studio.end(event.reason));
        studio.$("restart").addEventListener("click", () => {
          studio.$("ended").hidden = true;
          if (studio.socket) studio.socket.onclose = null;
          studio.restarting = true;
          studio.connect();
        });
        """#
}
