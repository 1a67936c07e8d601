extension StudioPage {
    /// The device: drawn again from each `device` event (lock screen, home screen with icons
    /// and badges, the app in front with the buttons of its own screen, or the iPad's windows,
    /// the switcher's cards, the panels, a call), its gestures, each sending the control a
    /// `user.*` call makes, and the state
    /// of the controls panel's buttons and app pickers (``controlsScript`` sends them). A
    /// control the engine would refuse now is drawn dashed, with the refusal as its tooltip.
    static let deviceScript = #"""
        Object.assign(studio, {
          device: null,
          control(name, fields) { return studio.send("control", Object.assign({ control: name }, fields || {})); },
          /// The icon's letter: the name's first character as a person sees it (an emoji whole).
          initial(name) {
            const first = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(name)][0];
            return first ? first.segment.toUpperCase() : "?";
          },
          colour(name) {
            let hue = 0;
            for (const c of name) hue = (hue * 31 + c.codePointAt(0)) % 360;
            return "hsl(" + hue + " 55% 33%)";
          },
          clockText(t) {
            const minutes = 41 + Math.floor(Number(t) / 60);
            const hours = (9 + Math.floor(minutes / 60)) % 24;
            return hours + ":" + String(minutes % 60).padStart(2, "0");
          },
          icon(app) {
            const button = studio.element("button", "icon");
            button.dataset.app = app.name;
            button.title = app.refusals.tap || studio.t("icon.title", app.name, studio.stateWord(app.state));
            const tile = studio.element("span", "tile", studio.initial(app.name));
            tile.setAttribute("aria-hidden", "true");
            tile.style.background = studio.colour(app.name);
            if (app.badge) tile.append(studio.element("span", "badge", String(app.badge)));
            button.append(tile, studio.element("span", "name", app.name), studio.element("span", "state st-" + app.state, studio.stateWord(app.state)));
            button.addEventListener("click", () => studio.control("tap", { app: app.name }));
            return button;
          },
          homeScreen(d) {
            const home = studio.element("div", "wallpaper content");
            const grid = studio.element("div", "icons");
            for (const app of d.apps) grid.append(studio.icon(app));
            if (d.apps.length === 0) grid.append(studio.element("span", "name", studio.t("noApps")));
            home.append(grid);
            return home;
          },
          /// The buttons of the app's own screen (its ui): each sends user.ui on `target` (the
          /// app, or one of its windows), dashed with the engine's refusal when it cannot run.
          uiControls(app, target) {
            const row = studio.element("div", "ui-controls");
            for (const entry of app.ui) {
              const button = studio.element("button", entry.refusal ? "unavailable" : "", entry.label);
              button.title = entry.refusal || studio.t("ui.title", entry.label);
              const fields = { app: target, name: entry.name };
              if ("value" in entry) fields.value = entry.value;
              button.addEventListener("click", (e) => { e.stopPropagation(); studio.control("ui", fields); });
              row.append(button);
            }
            return row;
          },
          appScreen(app) {
            const screen = studio.element("div", "app-screen");
            screen.style.background = studio.colour(app.name);
            const pill = studio.element("span", "pill st-" + app.state, studio.stateWord(app.state));
            screen.append(studio.element("div", "big", app.name), pill);
            const scene = app.scenes.find((s) => s.state.startsWith("foreground"));
            if (app.lifeCycle !== "app" && scene) screen.append(studio.element("div", "sub", scene.name + " " + studio.stateWord(scene.state)));
            for (const task of app.tasks) screen.append(studio.element("div", "sub", studio.t("backgroundTask", task)));
            if (app.ui.length) screen.append(studio.uiControls(app, app.name));
            return screen;
          },
          windows(d) {
            const area = studio.element("div", "windows wallpaper");
            for (const app of d.apps) {
              for (const scene of app.scenes.filter((s) => s.state.startsWith("foreground"))) {
                const win = studio.element("div", "window" + (app.name === d.front ? " focused" : ""));
                win.style.background = studio.colour(app.name);
                const bar = studio.element("div", "titlebar", scene.title || scene.name);
                const close = studio.element("button", "", "\u00d7");
                close.title = scene.refusals.close_window || studio.t("close.title");
                close.setAttribute("aria-label", studio.t("close.title"));
                close.addEventListener("click", (e) => { e.stopPropagation(); studio.control("close_window", { scene: scene.name }); });
                bar.append(close);
                const body = studio.element("div", "body", app.name);
                body.append(studio.element("span", "pill st-" + scene.state, studio.stateWord(scene.state)));
                body.style.flexDirection = "column";
                body.title = scene.refusals.focus || studio.t("focus.title");
                body.addEventListener("click", () => studio.control("focus", { scene: scene.name }));
                if (app.ui.length) body.append(studio.uiControls(app, scene.name));
                win.append(bar, body);
                area.append(win);
              }
            }
            return area;
          },
          lockScreen(d) {
            const lock = studio.element("div", "lock");
            lock.append(studio.element("div", "time", studio.clockText(d.t)),
              studio.element("div", "date", studio.t("lock.date", d.t)), studio.element("div", "padlock", studio.t("lock.locked")));
            const unlock = studio.element("button", "", studio.t("lock.unlock"));
            unlock.addEventListener("click", () => studio.control("unlock"));
            lock.append(unlock);
            return lock;
          },
          /// A Lua string literal of `text` (for the lines the page writes itself).
          lua(text) {
            return "\"" + String(text).replace(/[\\"]/g, "\\$&").replace(/[\x00-\x1f\x7f]/g,
              (c) => "\\" + String(c.charCodeAt(0)).padStart(3, "0")) + "\"";
          },
          /// Every notification Notification Center holds, newest first, with its app.
          delivered(d) {
            const all = [];
            for (const app of d.apps) for (const note of app.notifications || []) all.push({ app: app.name, note: note });
            return all.sort((a, b) => Number(b.note.t) - Number(a.note.t));
          },
          /// The user taps a notification Notification Center holds (it leaves the list): the
          /// action table's tap_notification row, with the notification's identifier.
          tapNotification(app, id) {
            return studio.control("tap_notification", { app: app, notification: String(id) });
          },
          /// A notification as a row: its app, title and body; a click opens it, its x clears it.
          noteRow(entry, className, role) {
            const row = studio.element("div", className);
            if (role) row.setAttribute("role", role);
            const open = studio.element("button", "note-open");
            open.append(studio.element("b", "", entry.app), studio.element("span", "", entry.note.title || entry.note.body || entry.note.id));
            if (entry.note.title && entry.note.body) open.append(studio.element("span", "note-body", entry.note.body));
            open.title = studio.t("nc.open", entry.app);
            open.addEventListener("click", (e) => { e.stopPropagation(); studio.tapNotification(entry.app, entry.note.id); });
            const clear = studio.element("button", "note-clear", "\u00d7");
            clear.title = studio.t("nc.clear");
            clear.setAttribute("aria-label", studio.t("nc.clear") + ": " + entry.app);
            clear.addEventListener("click", (e) => {
              e.stopPropagation();
              studio.send("lua", { text: "user.clear_notification(" + studio.lua(entry.app) + ", " + studio.lua(entry.note.id) + ")" });
            });
            row.append(open, clear);
            return row;
          },
          /// Notifications delivered by the last action: a banner each, over whatever the screen shows.
          banners(d, previous) {
            const seen = new Set(previous ? studio.delivered(previous).map((e) => e.app + "\u0000" + e.note.id + "\u0000" + e.note.t) : []);
            const fresh = studio.delivered(d).filter((e) => !seen.has(e.app + "\u0000" + e.note.id + "\u0000" + e.note.t));
            if (!previous || fresh.length === 0) return null;
            const stack = studio.element("div", "banners");
            for (const entry of fresh.slice(0, 3)) stack.append(studio.noteRow(entry, "banner", "status"));
            return stack;
          },
          notificationCenter(d) {
            const sheet = studio.element("div", "overlay sheet nc");
            sheet.append(studio.element("h4", "", studio.t("nc.title")));
            const list = studio.element("div", "nc-list");
            const all = studio.delivered(d);
            for (const entry of all) list.append(studio.noteRow(entry, "nc-item"));
            if (all.length === 0) list.append(studio.element("div", "note", studio.t("nc.none")));
            sheet.append(list, studio.element("div", "note", studio.t("nc.note")));
            const dismiss = studio.element("button", "", studio.t("dismiss"));
            dismiss.addEventListener("click", () => studio.control("dismiss"));
            sheet.append(dismiss);
            return sheet;
          },
          sheet(title, tiles, note) {
            const sheet = studio.element("div", "overlay sheet");
            sheet.append(studio.element("h4", "", title));
            if (tiles.length) {
              const grid = studio.element("div", "tiles");
              for (const tile of tiles) grid.append(studio.element("span", "", tile));
              sheet.append(grid);
            }
            sheet.append(studio.element("div", "note", note));
            const dismiss = studio.element("button", "", studio.t("dismiss"));
            dismiss.addEventListener("click", () => studio.control("dismiss"));
            sheet.append(dismiss);
            return sheet;
          },
          switcher(d) {
            const row = studio.element("div", "overlay switcher");
            const cards = d.apps.filter((app) => !app.refusals.switch_to);
            if (cards.length === 0) row.append(studio.element("div", "none", studio.t("switcher.none")));
            for (const app of cards) row.append(studio.card(app));
            return row;
          },
          /// A card: a click picks it (user.switch_to); dragged up, or its x, swipes it away (user.kill).
          card(app) {
            const card = studio.element("div", "card");
            card.dataset.app = app.name;
            card.style.background = studio.colour(app.name);
            card.append(studio.element("div", "cname", app.name), studio.element("div", "cstate", studio.stateWord(app.state)),
              studio.element("div", "hint", studio.t("card.hint")));
            const kill = studio.element("button", "kill", "\u00d7");
            kill.title = studio.t("card.kill", app.name);
            kill.setAttribute("aria-label", kill.title);
            kill.addEventListener("click", (e) => { e.stopPropagation(); studio.control("kill", { app: app.name }); });
            card.append(kill);
            // On an iPad each window of the app can be swiped away on its own (user.kill_scene).
            const scenes = app.scenes.filter((scene) => !scene.refusals.kill_scene);
            if (scenes.length > 1) {
              const chips = studio.element("div", "chips");
              for (const scene of scenes) {
                const chip = studio.element("button", "chip", scene.name + " \u00d7");
                chip.title = studio.t("chip.kill");
                chip.addEventListener("click", (e) => { e.stopPropagation(); studio.control("kill_scene", { scene: scene.name }); });
                chips.append(chip);
              }
              card.append(chips);
            }
            let start = null;
            card.addEventListener("pointerdown", (e) => {
              if (e.target.tagName === "BUTTON") return;
              start = e.clientY;
              card.setPointerCapture(e.pointerId);
            });
            card.addEventListener("pointermove", (e) => {
              if (start !== null) card.style.transform = "translateY(" + Math.min(0, e.clientY - start) + "px)";
            });
            card.addEventListener("pointerup", (e) => {
              if (start === null) return;
              const moved = e.clientY - start;
              start = null;
              card.style.transform = "";
              if (moved < -70) studio.control("kill", { app: app.name });
              else if (Math.abs(moved) < 8) studio.control("switch_to", { app: app.name });
            });
            return card;
          },
          /// Why a panel button cannot run now: the engine's refusal, for the picked app when it
          /// names one; Tap notification also needs a notification in Notification Center.
          refusal(button, d) {
            const name = button.dataset.control;
            if (!("picksApp" in button.dataset)) return d.refusals[name];
            const picked = button.closest(".group").querySelector("select.app-pick").value;
            const app = d.apps.find((a) => a.name === picked);
            if (!app) return d.refusals[name];
            if (name === "tap_notification" && !(app.notifications || []).length) return studio.t("tapNote.none", app.name);
            return app.refusals[name];
          },
          renderDevice(d) {
            const previous = studio.device;
            studio.device = d;
            studio.$("clock").textContent = d.t + " s";
            studio.$("sb-time").textContent = studio.clockText(d.t);
            studio.$("phone").className = "phone " + d.idiom;
            const front = d.apps.find((app) => app.name === d.front);
            let content;
            if (d.locked) content = studio.lockScreen(d);
            else if (front && d.idiom === "ipad" && front.lifeCycle !== "app") content = studio.windows(d);
            else if (front) content = studio.appScreen(front);
            else content = studio.homeScreen(d);
            const screen = studio.$("screen");
            screen.replaceChildren(content);
            if (!d.locked && d.overlay) {
              content.classList.add("dim");
              if (d.overlay === "switcher") screen.append(studio.switcher(d));
              else if (d.overlay === "notificationCenter") screen.append(studio.notificationCenter(d));
              else screen.append(studio.sheet(studio.t("cc.title"), studio.t("cc.tiles").split("|"), studio.t("cc.note")));
            }
            // A banner stays until the next action draws the device again.
            if (previous !== d) studio.bannerBase = previous;
            const banners = studio.banners(d, studio.bannerBase);
            if (banners) screen.append(banners);
            if (d.call) {
              // As the engine models it: over an app that stays active, a banner; else the whole screen.
              const active = front && !d.locked && (front.state === "active" || front.scenes.some((s) => s.state === "foregroundActive"));
              const call = studio.element("div", active ? "call call-banner" : "call");
              call.setAttribute("role", "alert");
              call.append(studio.element("div", "who", studio.t("call.who")),
                studio.element("div", "what", studio.t("call.what")));
              screen.append(call);
            }
            for (const button of document.querySelectorAll("[data-control]")) {
              const reason = studio.refusal(button, d);
              button.classList.toggle("unavailable", Boolean(reason));
              button.title = reason || "";
              if (studio.ended) button.disabled = true;
            }
            for (const select of document.querySelectorAll(".controls select.app-pick")) {
              const chosen = select.value;
              select.replaceChildren(...d.apps.map((app) => studio.element("option", "", app.name)));
              if (d.apps.some((app) => app.name === chosen)) select.value = chosen;
            }
            for (const node of document.querySelectorAll(".ipad-only")) node.hidden = d.idiom !== "ipad";
          },
        });
        studio.on("device", (d) => studio.renderDevice(d));
        studio.onLanguage(() => { if (studio.device) studio.renderDevice(studio.device); });
        studio.$("home-bar").addEventListener("click", () => studio.control("home"));
        studio.$("side").addEventListener("click", () => studio.control(studio.device && studio.device.locked ? "unlock" : "lock"));
        studio.$("pull-nc").addEventListener("click", () => studio.control("notification_center"));
        studio.$("pull-cc").addEventListener("click", () => studio.control("control_center"));
        """#
}
