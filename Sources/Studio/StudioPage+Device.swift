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
          colour(name) {
            let hue = 0;
            for (const c of name) hue = (hue * 31 + c.codePointAt(0)) % 360;
            return "hsl(" + hue + " 52% 46%)";
          },
          clockText(t) {
            const minutes = 41 + Math.floor(Number(t) / 60);
            const hours = (9 + Math.floor(minutes / 60)) % 24;
            return hours + ":" + String(minutes % 60).padStart(2, "0");
          },
          icon(app) {
            const button = studio.element("button", "icon");
            button.dataset.app = app.name;
            button.title = app.refusals.tap || ("Tap " + app.name + " (user.tap): it is " + app.state);
            const tile = studio.element("span", "tile", app.name.slice(0, 1).toUpperCase());
            tile.style.background = studio.colour(app.name);
            if (app.badge) tile.append(studio.element("span", "badge", String(app.badge)));
            button.append(tile, studio.element("span", "name", app.name), studio.element("span", "dot st-" + app.state));
            button.addEventListener("click", () => studio.control("tap", { app: app.name }));
            return button;
          },
          homeScreen(d) {
            const home = studio.element("div", "wallpaper content");
            const grid = studio.element("div", "icons");
            for (const app of d.apps) grid.append(studio.icon(app));
            if (d.apps.length === 0) grid.append(studio.element("span", "name", "No apps: declare one with app{ name = \"...\" }"));
            home.append(grid);
            return home;
          },
          /// The buttons of the app's own screen (its ui): each sends user.ui on `target` (the
          /// app, or one of its windows), dashed with the engine's refusal when it cannot run.
          uiControls(app, target) {
            const row = studio.element("div", "ui-controls");
            for (const entry of app.ui) {
              const button = studio.element("button", entry.refusal ? "unavailable" : "", entry.label);
              button.title = entry.refusal || ("user.ui: " + entry.label);
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
            const pill = studio.element("span", "pill st-" + app.state, app.state);
            screen.append(studio.element("div", "big", app.name), pill);
            const scene = app.scenes.find((s) => s.state.startsWith("foreground"));
            if (app.lifeCycle !== "app" && scene) screen.append(studio.element("div", "sub", scene.name + " " + scene.state));
            for (const task of app.tasks) screen.append(studio.element("div", "sub", "background task " + task));
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
                close.title = scene.refusals.close_window || "Close this window (user.close_window)";
                close.addEventListener("click", (e) => { e.stopPropagation(); studio.control("close_window", { scene: scene.name }); });
                bar.append(close);
                const body = studio.element("div", "body", app.name);
                body.append(studio.element("span", "pill st-" + scene.state, scene.state.replace("foreground", "fg ")));
                body.style.flexDirection = "column";
                body.title = scene.refusals.focus || "Focus this window (user.focus)";
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
              studio.element("div", "date", "virtual time " + d.t + " s"), studio.element("div", "padlock", "locked"));
            const unlock = studio.element("button", "", "Swipe up to unlock");
            unlock.addEventListener("click", () => studio.control("unlock"));
            lock.append(unlock);
            return lock;
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
            const dismiss = studio.element("button", "", "Dismiss");
            dismiss.addEventListener("click", () => studio.control("dismiss"));
            sheet.append(dismiss);
            return sheet;
          },
          switcher(d) {
            const row = studio.element("div", "overlay switcher");
            const cards = d.apps.filter((app) => !app.refusals.switch_to);
            if (cards.length === 0) row.append(studio.element("div", "none", "No cards: launch an app first"));
            for (const app of cards) row.append(studio.card(app));
            return row;
          },
          /// A card: a click picks it (user.switch_to); dragged up, or its x, swipes it away (user.kill).
          card(app) {
            const card = studio.element("div", "card");
            card.dataset.app = app.name;
            card.style.background = studio.colour(app.name);
            card.append(studio.element("div", "cname", app.name), studio.element("div", "cstate", app.state),
              studio.element("div", "hint", "drag up to close"));
            const kill = studio.element("button", "kill", "\u00d7");
            kill.title = "Swipe " + app.name + " away (user.kill)";
            kill.addEventListener("click", (e) => { e.stopPropagation(); studio.control("kill", { app: app.name }); });
            card.append(kill);
            // On an iPad each window of the app can be swiped away on its own (user.kill_scene).
            const scenes = app.scenes.filter((scene) => !scene.refusals.kill_scene);
            if (scenes.length > 1) {
              const chips = studio.element("div", "chips");
              for (const scene of scenes) {
                const chip = studio.element("button", "chip", scene.name + " \u00d7");
                chip.title = "Swipe this window away (user.kill_scene)";
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
          renderDevice(d) {
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
              else if (d.overlay === "notificationCenter")
                screen.append(studio.sheet("Notification Center", [], "No older notifications. The app in front stays inactive until you dismiss this."));
              else screen.append(studio.sheet("Control Center", ["Wi-Fi", "Bluetooth", "Focus", "Flashlight"],
                "The app in front resigns active while Control Center is over it."));
            }
            if (d.call) {
              const call = studio.element("div", "call");
              call.append(studio.element("div", "who", "Phone call"),
                studio.element("div", "what", "It rings, then goes as chosen; let time pass to see it end."));
              screen.append(call);
            }
            for (const button of document.querySelectorAll("[data-control]")) {
              const reason = d.refusals[button.dataset.control];
              button.classList.toggle("unavailable", Boolean(reason));
              button.title = reason || "";
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
        studio.$("home-bar").addEventListener("click", () => studio.control("home"));
        studio.$("side").addEventListener("click", () => studio.control(studio.device && studio.device.locked ? "unlock" : "lock"));
        studio.$("pull-nc").addEventListener("click", () => studio.control("notification_center"));
        studio.$("pull-cc").addEventListener("click", () => studio.control("control_center"));
        """#
}
