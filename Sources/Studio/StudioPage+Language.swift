extension StudioPage {
    /// The page's language: `studio.t(key, ...)` gives a ``StudioText`` entry in it (`{0}`
    /// replaced by the first argument), `applyLanguage()` writes every marked element's words
    /// (`data-t` its text, `data-t-title`, `data-t-placeholder`, `data-t-label` its
    /// attributes) and asks each part to draw itself again (`studio.onLanguage`). The
    /// switch (labelled 中文 on an English page, English on a Chinese one) keeps its choice in the browser, over the server's.
    static let languageScript = #"""
        Object.assign(studio, {
          language: studioLanguage, languageHooks: [],
          t(key, ...args) {
            const table = studioTexts[studio.language] || studioTexts.en;
            const text = key in table ? table[key] : key in studioTexts.en ? studioTexts.en[key] : key;
            return text.replace(/\{(\d)\}/g, (whole, n) => (args[n] === undefined ? whole : String(args[n])));
          },
          /// A state's name, with its words when the language has others (`background (后台)`).
          stateWord(state) {
            const words = studio.t("state." + state);
            return words === "state." + state ? state : words;
          },
          onLanguage(hook) { studio.languageHooks.push(hook); },
          applyLanguage() {
            document.documentElement.lang = studio.language === "zh" ? "zh-Hans" : "en";
            document.title = studio.t("title");
            for (const node of document.querySelectorAll("[data-t]")) node.textContent = studio.t(node.dataset.t);
            for (const node of document.querySelectorAll("[data-t-title]")) node.title = studio.t(node.dataset.tTitle);
            for (const node of document.querySelectorAll("[data-t-placeholder]")) node.placeholder = studio.t(node.dataset.tPlaceholder);
            for (const node of document.querySelectorAll("[data-t-label]")) node.setAttribute("aria-label", studio.t(node.dataset.tLabel));
            // The switch names the other language, in that language.
            const other = studio.language === "zh" ? "en" : "zh";
            const toggle = studio.$("language");
            toggle.textContent = other === "zh" ? "中文" : "English";
            toggle.lang = other === "zh" ? "zh-Hans" : "en";
            toggle.dataset.language = other;
            for (const hook of studio.languageHooks) hook();
          },
          setLanguage(language) {
            if (!(language in studioTexts) || language === studio.language) return;
            studio.language = language;
            try { localStorage.setItem("applife.studio.language", language); } catch (error) { /* private mode: this page only */ }
            studio.applyLanguage();
          },
        });
        try {
          const saved = localStorage.getItem("applife.studio.language");
          if (saved && saved in studioTexts) studio.language = saved;
        } catch (error) { /* no storage: the server's choice */ }
        studio.$("language").addEventListener("click", () => studio.setLanguage(studio.$("language").dataset.language));
        studio.onLanguage(() => {
          const state = studio.$("status").dataset.state;
          if (state) studio.status(state);
          if (studio.endedBy) studio.$("ended-reason").textContent = studio.endedText(studio.endedBy);
        });
        """#
}
