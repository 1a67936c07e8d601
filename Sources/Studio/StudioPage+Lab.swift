extension StudioPage {
    /// Lab mode, as lessons: pick an exercise (in the page's language when the labs have it),
    /// read its task, edit the answer, run its checks, see each check's verdict with its reason
    /// and the checks' timeline, and show hints one by one. The answers and the solved
    /// exercises are kept in the browser: a solved one is ticked in the list, the progress
    /// counts them, and Next goes to the next exercise not solved yet.
    static let labScript = #"""
        Object.assign(studio, {
          lab: null, answers: {}, hintsShown: 0, solved: [],
          /// Lessons: the solved exercises and the answers are kept in the browser.
          keepLab() {
            try { localStorage.setItem("applife.studio.lab", JSON.stringify({ solved: studio.solved, answers: studio.answers })); } catch (error) { /* not kept */ }
          },
          /// The exercise list with a tick for each solved one, the progress, and Next.
          labProgress() {
            const select = studio.$("lab-exercise");
            const names = [...select.options].map((option) => option.value);
            for (const [i, option] of [...select.options].entries()) {
              if (!option.titles) continue;
              const title = option.titles[studio.language] || option.titles.en || option.value;
              option.textContent = (studio.solved.includes(option.value) ? "\u2713 " : "") + (i + 1) + ". " + title;
            }
            const done = names.filter((name) => studio.solved.includes(name)).length;
            studio.$("lab-progress").textContent = names.length ? studio.t("lab.progress", done, names.length) : "";
            const next = studio.$("lab-next");
            const here = names.indexOf(select.value);
            next.disabled = here < 0 || here >= names.length - 1;
          },
          nextExercise() {
            const select = studio.$("lab-exercise");
            const names = [...select.options].map((option) => option.value);
            const here = names.indexOf(select.value);
            const later = names.slice(here + 1);
            select.value = later.find((name) => !studio.solved.includes(name)) || later[0] || select.value;
            studio.askExercise();
            studio.labProgress();
          },
          openLab() {
            if (!studio.lab && studio.$("lab-exercise").value) studio.askExercise();
          },
          askExercise() {
            studio.send("exercise", { exercise: studio.$("lab-exercise").value, language: studio.labLanguage() });
          },
          /// A README's Markdown as the page needs it: headings, paragraphs joined back into
          /// lines, numbered and bulleted lists, `code` and **bold** (built as nodes, never as HTML).
          markdown(text) {
            const inline = (parent, line) => {
              line.split(/(`[^`]*`|\*\*[^*]+\*\*)/).forEach((part) => {
                if (part.startsWith("`") && part.endsWith("`") && part.length > 1) parent.append(studio.element("code", "", part.slice(1, -1)));
                else if (part.startsWith("**") && part.endsWith("**") && part.length > 3) parent.append(studio.element("b", "", part.slice(2, -2)));
                else parent.append(part);
              });
              return parent;
            };
            const fragment = document.createDocumentFragment();
            for (const block of text.split(/\n\s*\n/)) {
              const lines = block.split("\n").filter((line) => line.trim() !== "");
              if (lines.length === 0) continue;
              const heading = /^#+\s+(.*)$/.exec(lines[0]);
              if (heading) { fragment.append(inline(studio.element("h4"), heading[1])); lines.shift(); }
              let list = null, item = null, paragraph = null;
              for (const line of lines) {
                const marker = /^\s*(\d+\.|[-*])\s+(.*)$/.exec(line);
                if (marker) {
                  if (!list) { list = studio.element(/\d/.test(marker[1]) ? "ol" : "ul"); fragment.append(list); }
                  item = studio.element("li");
                  item.text = marker[2];
                  list.append(item);
                } else if (item) {
                  item.text += " " + line.trim();
                } else {
                  paragraph = paragraph || { text: "" };
                  paragraph.text += (paragraph.text ? " " : "") + line.trim();
                }
              }
              if (paragraph) fragment.append(inline(studio.element("p"), paragraph.text));
              if (list) for (const li of list.children) inline(li, li.text);
            }
            return fragment;
          },
          /// The labs' language: the page's, when the labs speak it.
          labLanguage() {
            return (studio.labLanguages || []).includes(studio.language) ? studio.language : undefined;
          },
          labFields() {
            return { exercise: studio.lab.name, language: studio.labLanguage() };
          },
          runChecks() {
            if (!studio.lab) return;
            studio.answers[studio.lab.name] = studio.$("lab-answer").value;
            studio.keepLab();
            studio.$("lab-errors").replaceChildren();
            studio.$("lab-verdict").textContent = studio.t("lab.running");
            studio.$("lab-verdict").className = "";
            studio.send("check", Object.assign(studio.labFields(), { text: studio.$("lab-answer").value }));
          },
        });
        studio.on("hello", (event) => {
          const select = studio.$("lab-exercise");
          const chosen = select.value;
          select.replaceChildren(...event.labs.map((lab, i) => {
            const option = studio.element("option", "", (i + 1) + ". " + lab.title);
            option.value = lab.name;
            option.titles = lab.titles || { en: lab.title };
            return option;
          }));
          if (event.labs.length === 0) select.append(studio.element("option", "", studio.t("lab.none")));
          else if (chosen) select.value = chosen;
          studio.labLanguages = event.languages;
          studio.labProgress();
          if (studio.$("mode-lab").classList.contains("on") && studio.lab) studio.askExercise();
        });
        studio.on("exercise", (event) => {
          if (studio.lab) studio.answers[studio.lab.name] = studio.$("lab-answer").value;
          studio.lab = event;
          studio.hintsShown = 0;
          studio.$("lab-title").textContent = event.title;
          studio.$("lab-concept").textContent = event.concept;
          studio.$("lab-task").replaceChildren(studio.markdown(event.task.replace(/^#\s+[^\n]*\n/, "")));
          studio.$("lab-file").textContent = event.file;
          const answer = studio.$("lab-answer");
          answer.value = studio.answers[event.name] !== undefined ? studio.answers[event.name] : event.starter;
          studio.numberLines(answer, studio.$("lab-gutter"), null);
          studio.$("lab-hints").replaceChildren();
          const hint = studio.$("lab-hint");
          hint.disabled = event.hints === 0;
          hint.textContent = event.hints === 0 ? studio.t("lab.noHints") : studio.t("lab.hintCount", event.hints);
          studio.$("lab-verdict").textContent = "";
          studio.$("lab-errors").replaceChildren();
          const list = studio.$("lab-checks");
          list.replaceChildren(...event.checks.map((check) =>
            studio.element("li", "skipped", studio.t("lab.notRun", check.title + (check.hidden ? studio.t("lab.hidden") : "")))));
          studio.drawTimeline(studio.$("lab-timeline"), { note: studio.t("lab.timeline.empty") });
        });
        studio.on("checks", (event) => {
          if (!studio.lab || event.exercise !== studio.lab.name) return;
          const list = studio.$("lab-checks");
          list.replaceChildren();
          let passed = 0;
          for (const outcome of event.outcomes) {
            if (outcome.status === "passed") passed++;
            const item = studio.element("li", outcome.status, outcome.title + (outcome.hidden ? studio.t("lab.hidden") : ""));
            item.dataset.status = outcome.status;
            if (outcome.blockedBy) item.append(studio.element("div", "why", studio.t("lab.blocked", outcome.blockedBy)));
            // The report gives the reason in the lab's words; alone, the rationale is the reason.
            if (outcome.rationale && !outcome.report) item.append(studio.element("div", "why", studio.t("lab.why", outcome.rationale)));
            if (outcome.report) item.append(studio.element("pre", "", outcome.report));
            if (outcome.line) {
              const row = studio.element("div", "", studio.lab.file + ":" + outcome.line + " (" + outcome.name + ")");
              row.addEventListener("click", () => studio.selectLine(studio.$("lab-answer"), outcome.line));
              studio.$("lab-errors").append(row);
            }
            list.append(item);
          }
          if (event.passed && !studio.solved.includes(event.exercise)) {
            studio.solved.push(event.exercise);
            studio.toast(studio.t("lab.solved"));
          }
          studio.keepLab();
          studio.labProgress();
          const verdict = studio.$("lab-verdict");
          verdict.textContent = event.passed ? studio.t("lab.allPass") : studio.t("lab.somePass", passed, event.outcomes.length);
          verdict.className = event.passed ? "green" : "red";
        });
        studio.on("hint", (event) => {
          if (!studio.lab || event.exercise !== studio.lab.name) return;
          studio.hintsShown = Math.max(studio.hintsShown, event.number);
          studio.$("lab-hints").append(studio.element("li", "", event.text));
          const hint = studio.$("lab-hint");
          hint.disabled = studio.hintsShown >= event.count;
          hint.textContent = hint.disabled ? studio.t("lab.lastHint") : studio.t("lab.anotherHint", event.count - studio.hintsShown);
        });
        studio.on("timeline", (event) => {
          if (event.view === "lab") studio.drawTimeline(studio.$("lab-timeline"), event);
        });
        studio.on("error", (event) => {
          if (studio.$("mode-lab").classList.contains("on")) studio.toast(event.text, true);
        });
        studio.$("lab-exercise").addEventListener("change", () => studio.askExercise());
        studio.onLanguage(() => {
          if (studio.lab && studio.socket && !studio.ended) studio.askExercise();
        });
        studio.$("lab-run").addEventListener("click", () => studio.runChecks());
        studio.$("lab-next").addEventListener("click", () => studio.nextExercise());
        studio.onLanguage(() => studio.labProgress());
        try {
          const kept = JSON.parse(localStorage.getItem("applife.studio.lab") || "null");
          if (kept && Array.isArray(kept.solved)) studio.solved = kept.solved.filter((name) => typeof name === "string");
          if (kept && kept.answers && typeof kept.answers === "object") {
            for (const [name, text] of Object.entries(kept.answers)) if (typeof text === "string") studio.answers[name] = text;
          }
        } catch (error) { /* nothing kept */ }
        studio.$("lab-hint").addEventListener("click", () => {
          if (studio.lab) studio.send("hint", Object.assign(studio.labFields(), { number: studio.hintsShown + 1 }));
        });
        const answer = studio.$("lab-answer");
        answer.addEventListener("input", () => {
          studio.numberLines(answer, studio.$("lab-gutter"), null);
          if (studio.lab) studio.answers[studio.lab.name] = answer.value;
          clearTimeout(studio.labTimer);
          studio.labTimer = setTimeout(() => studio.keepLab(), 400);
        });
        answer.addEventListener("scroll", () => { studio.$("lab-gutter").scrollTop = answer.scrollTop; });
        answer.addEventListener("keydown", (e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); studio.runChecks(); }
        });
        """#
}
