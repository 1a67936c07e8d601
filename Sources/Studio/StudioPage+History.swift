extension StudioPage {
    /// Nothing lost, and time travel: the page keeps, per file, the editor's text, the source
    /// the session runs and the actions sent since (controls, waits, Lua at the prompt) in
    /// the browser's storage. After a reload it replays them on the new session, one at a
    /// time (each after the last's `done`), so the device ends as it was. "Step back" replays
    /// the session without its last action (the engine is deterministic: the same actions
    /// give the same device); "Step forward" sends the action stepped back over again.
    /// Reset, a reload of the page with actions not saved, and a Save that would write fewer
    /// actions than the file it replaces ask first. A new session after one ended replays the
    /// kept actions too (the one that hit a limit waits for Step forward).
    static let historyScript = #"""
        Object.assign(studio, {
          actions: [], redo: [], base: null, queue: [], replaying: false, savedCount: 0, restored: false,
          /// The ops that act on the device and are kept.
          kept: ["control", "wait", "idle", "lua"],
          storageKey() { return "applife.studio:" + (studio.fileName || ""); },
          remember() {
            const state = { source: studio.$("source").value, base: studio.base, actions: studio.actions, redo: studio.redo };
            try { localStorage.setItem(studio.storageKey(), JSON.stringify(state)); } catch (error) { /* full or off: not kept */ }
            studio.historyButtons();
          },
          recall() {
            try {
              const state = JSON.parse(localStorage.getItem(studio.storageKey()) || "null");
              if (state && Array.isArray(state.actions) && typeof state.source === "string") return state;
            } catch (error) { /* unreadable: start afresh */ }
            return null;
          },
          /// Sent by the page: an action the session keeps (not while replaying).
          sent(op, fields) {
            if (studio.replaying || !studio.kept.includes(op)) return;
            studio.actions.push({ op: op, fields: fields || {} });
            if (!studio.steppingForward) studio.redo = [];
            studio.remember();
          },
          /// Starts the session again from `base` (nil: the file) and sends `actions` one by one.
          /// Each request but the last is quiet: the session draws the timeline once, at the end.
          replay(actions) {
            studio.clearPanels();
            studio.replaying = true;
            studio.queue = actions.slice();
            const quiet = studio.queue.length > 0 ? { quiet: true } : {};
            if (studio.base === null) studio.send("reset", quiet);
            else studio.send("load", Object.assign({ text: studio.base }, quiet));
          },
          replayNext() {
            if (!studio.replaying) return;
            const next = studio.queue.shift();
            if (next) {
              studio.send(next.op, Object.assign({}, next.fields, studio.queue.length ? { quiet: true } : {}));
              return;
            }
            studio.replaying = false;
            studio.historyButtons();
            if (studio.timelineWanted) { studio.timelineWanted = false; studio.askTimeline(); }
          },
          stepBack() {
            if (studio.replaying || studio.actions.length === 0) return;
            studio.redo.push(studio.actions.pop());
            studio.remember();
            studio.replay(studio.actions);
          },
          stepForward() {
            if (studio.replaying || studio.redo.length === 0) return;
            const next = studio.redo.pop();
            studio.steppingForward = true;
            studio.send(next.op, next.fields);
            studio.steppingForward = false;
          },
          historyButtons() {
            studio.$("step-back").disabled = studio.ended || studio.replaying || studio.actions.length === 0;
            studio.$("step-forward").disabled = studio.ended || studio.replaying || studio.redo.length === 0;
          },
          /// Work a reload of the page would leave unsaved: actions since the last save, or edits.
          unsaved() {
            return studio.actions.length > studio.savedCount || (studio.loadedSource !== null && studio.$("source").value !== studio.loadedSource && studio.$("source").value !== studio.base);
          },
        });
        studio.on("done", (event) => { if (event.id !== studio.timelineRequest) studio.replayNext(); });
        studio.on("refused", () => studio.replayNext());
        studio.on("hello", (event) => {
          studio.fileName = event.file;
          if (studio.restored) {
            // A new session after the old one ended: the kept actions are replayed on it, from
            // the source they ran on, so the device is as it was (the action that ended the
            // session is the last one; Step back leaves it out).
            if (studio.base !== null || studio.actions.length) {
              studio.toast(studio.t("restarted", studio.actions.length));
              studio.replay(studio.actions);
            }
            studio.historyButtons();
            return;
          }
          studio.restored = true;
          const state = studio.recall();
          if (!state) return;
          studio.$("source").value = state.source;
          studio.numberLines(studio.$("source"), studio.$("gutter"), null);
          studio.base = typeof state.base === "string" ? state.base : null;
          studio.actions = state.actions.filter((a) => a && studio.kept.includes(a.op));
          studio.redo = Array.isArray(state.redo) ? state.redo.filter((a) => a && studio.kept.includes(a.op)) : [];
          if (studio.base !== null || studio.actions.length) {
            studio.toast(studio.t("restored", studio.actions.length));
            studio.replay(studio.actions);
          }
          studio.historyButtons();
        });
        studio.on("saved", (event) => { studio.savedCount = studio.actions.length; });
        studio.on("ended", (event) => {
          // The action that hit a limit would end the restarted session again: it waits to be
          // stepped forward over instead of being replayed.
          if ((event.cause === "limit" || event.cause === "timeout") && studio.actions.length && !studio.replaying) {
            studio.redo = [studio.actions.pop()];
            studio.remember();
          }
          studio.replaying = false;
          studio.queue = [];
        });
        studio.$("step-back").addEventListener("click", () => studio.stepBack());
        studio.$("step-forward").addEventListener("click", () => studio.stepForward());
        studio.$("source").addEventListener("input", () => {
          clearTimeout(studio.rememberTimer);
          studio.rememberTimer = setTimeout(() => studio.remember(), 400);
        });
        window.addEventListener("beforeunload", (e) => {
          studio.remember();
          if (studio.unsaved()) { e.preventDefault(); e.returnValue = ""; }
        });
        """#
}
