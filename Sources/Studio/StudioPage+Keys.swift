extension StudioPage {
    /// The keyboard: outside the editors, the prompt and the menus, a key stands for a button
    /// (``shortcuts``: Home, Lock, +10 s, Step back and forward); `?` shows them all in a help
    /// overlay that Escape closes. Tab is never caught: it leaves the editor like any field.
    static let shortcuts: [(key: String, target: String, words: String)] = [
        ("h", #"[data-control="home"]"#, "keys.home"),
        ("l", "#side", "keys.lock"),
        ("w", #"[data-wait="10"]"#, "keys.wait"),
        ("[", "#step-back", "keys.back"),
        ("]", "#step-forward", "keys.forward"),
        ("?", "#help-open", "keys.help"),
    ]

    /// The help overlay's rows, one per shortcut.
    static var helpRows: String {
        shortcuts.map { shortcut in
            #"<tr><td><kbd>\#(escaped(shortcut.key.uppercased()))</kbd></td><td data-t="\#(shortcut.words)"></td></tr>"#
        }.joined()
    }

    static var keysScript: String {
        let table = shortcuts.map { #""\#($0.key)": '\#($0.target)'"# }.joined(separator: ", ")
        return #"""
            Object.assign(studio, {
              keys: { \#(table) },
              showHelp(on) {
                studio.$("help").hidden = !on;
                if (on) studio.$("help-close").focus();
                else if (studio.helpOpener) studio.helpOpener.focus();
              },
            });
            document.addEventListener("keydown", (e) => {
              if (e.key === "Escape" && !studio.$("help").hidden) { e.preventDefault(); studio.showHelp(false); return; }
              if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
              const typing = e.target.closest && e.target.closest("input, textarea, select, [contenteditable]");
              if (typing) return;
              const target = studio.keys[e.key.toLowerCase()];
              if (!target) return;
              const button = document.querySelector(target);
              if (!button || button.disabled || button.offsetParent === null && target !== "#help-open") return;
              e.preventDefault();
              button.click();
            });
            studio.$("help-open").addEventListener("click", () => { studio.helpOpener = document.activeElement; studio.showHelp(true); });
            studio.$("help-close").addEventListener("click", () => studio.showHelp(false));
            studio.$("help").addEventListener("click", (e) => { if (e.target === studio.$("help")) studio.showHelp(false); });
            """#
    }
}
