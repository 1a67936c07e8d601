"""The studio in a classroom (issue 39): readable on a projector, the phone as iOS shows it,
step back and forward, nothing lost on a reload, the learner's language, keyboard and
axe-core, a phone's browser, and every example loading. Each test prints what it measured.
"""

import glob
import os
import shutil
import tempfile
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from studio_support import ROOT, Studio, browser, click, open_page, settle, trace_text, wait_for


def viewport(driver, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})


def languages(driver, header):
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setExtraHTTPHeaders", {"headers": {"Accept-Language": header}})


def idle(driver):
    wait_for(driver, lambda d: d.execute_script("return studio.pending === 0 && !studio.replaying"),
             message="the page kept waiting for its session")


def lua(driver, text):
    driver.execute_script("document.getElementById('console-input').value = arguments[0];"
                          "document.getElementById('console').requestSubmit()", text)
    idle(driver)


def act(driver, selector):
    click(driver, selector)
    idle(driver)


def state_words(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('#screen .icon')].map(i => i.dataset.app + ': ' + i.querySelector('.state').textContent)")


class ClassroomTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.studio = Studio("examples/home-and-return.lua", "--timeout", "5")
        cls.driver = browser()
        cls.driver.set_script_timeout(60)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.studio.stop()

    def setUp(self):
        viewport(self.driver, 1280, 800)
        languages(self.driver, "en-US,en;q=0.9")

    def tearDown(self):
        errors = [entry["message"] for entry in self.driver.get_log("browser") if "Uncaught" in entry["message"]]
        self.assertEqual(errors, [], "script errors in the page")

    def test_labels_stay_at_11_px_after_30_actions_at_1920_by_1080(self):
        viewport(self.driver, 1920, 1080)
        open_page(self.driver, self.studio)
        for i in range(30):
            act(self.driver, ['.icon[data-app="Todo"]', '[data-control="home"]', '[data-wait="10"]'][i % 3])
        sizes = self.driver.execute_script("""
            const svg = document.getElementById('timeline').shadowRoot.querySelector('svg.drawn');
            const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
            const size = (t) => parseFloat(getComputedStyle(t).fontSize) * scale;
            const labels = [...svg.querySelectorAll('text')].filter(t => /\\b(?:l-callback|l-unimplemented)\\b/.test(t.getAttribute('class') || '')
              || /^(?:will|did)[A-Z]/.test(t.textContent));
            return [labels.length, Math.min(...labels.map(size)), scale];
        """)
        print(f"\n  1920x1080, 30 actions: {sizes[0]} callback labels, the smallest {sizes[1]:.1f} px (scale {sizes[2]:.2f})")
        self.assertGreater(sizes[0], 20)
        self.assertGreaterEqual(sizes[1], 11)
        # The newest event is in view, and the lane names stay pinned at the left.
        placed = self.driver.execute_script("""
            const holder = document.getElementById('timeline');
            const pin = holder.shadowRoot.querySelector('.pin').getBoundingClientRect();
            return [holder.scrollLeft + holder.clientWidth >= holder.scrollWidth - 8, holder.scrollLeft > 0,
                    Math.round(pin.left - holder.getBoundingClientRect().left)];
        """)
        self.assertEqual(placed, [True, True, 0], "not following the newest event, or the lane names scrolled away")
        heading = self.driver.execute_script(
            "return document.getElementById('timeline').shadowRoot.querySelector('.summary').textContent")
        self.assertIn("t = 100.000 s", heading, "the timeline does not say the clock's time after the waits")

    def test_the_timeline_grows_by_pieces_and_holds_every_mark(self):
        """Per event only what changed arrives; after N actions the page holds exactly the
        picture the session draws whole (the same elements), and a mark for every action."""
        viewport(self.driver, 1920, 1080)
        open_page(self.driver, self.studio)
        self.driver.execute_script("""
            studio.timelineLog = [];
            studio.on("timeline", (e) => studio.timelineLog.push([!!e.full, JSON.stringify(e).length]));
        """)
        for i in range(36):
            act(self.driver, ['.icon[data-app="Todo"]', '[data-control="home"]', '[data-wait="10"]'][i % 3])
        log = self.driver.execute_script("return studio.timelineLog")
        fragments = [size for full, size in log[12:] if not full]
        print(f"\n  36 actions: {sum(1 for full, _ in log if full)} whole drawings, "
              f"later changes {min(fragments)}-{max(fragments)} bytes")
        self.assertGreater(len(fragments), 15, "most events should send only what changed")
        held = """
            const root = document.getElementById('timeline').shadowRoot, svg = root.querySelector('svg.drawn');
            return [[...svg.querySelectorAll('g[id^="layer-"] > *')].map(n => n.outerHTML).sort(),
                    svg.querySelectorAll('g.mark.action').length];
        """
        pieces, actions = self.driver.execute_script(held)
        self.assertEqual(actions, 24, "a mark for every tap and Home (a wait records no action)")
        # The whole picture, asked for as a language switch asks for it.
        seq = self.driver.execute_script("return document.getElementById('timeline').seq")
        self.driver.execute_script("studio.askTimeline()")
        wait_for(self.driver, lambda d: d.execute_script("return document.getElementById('timeline').seq") > seq,
                 message="no whole picture came")
        idle(self.driver)
        whole, _ = self.driver.execute_script(held)
        self.assertEqual(len(pieces), len(whole))
        self.assertEqual(pieces, whole, "the pieces added one by one differ from the whole picture")

    def test_the_timeline_speaks_the_pages_language_and_its_legend_stays_clear_at_1920(self):
        viewport(self.driver, 1920, 1080)
        open_page(self.driver, self.studio)
        for i in range(24):
            act(self.driver, ['.icon[data-app="Todo"]', '[data-control="home"]', '[data-wait="10"]'][i % 3])
        legend = "return document.getElementById('timeline').shadowRoot.querySelector('.top').textContent"
        self.assertIn("callback", self.driver.execute_script(legend))
        click(self.driver, "#language")
        wait_for(self.driver, lambda d: "回调" in d.execute_script(legend), message="the legend stayed English")
        idle(self.driver)
        self.assertIn("条记录", self.driver.execute_script(legend))
        # The legend is never under the pinned lane names: they start below it.
        boxes = self.driver.execute_script("""
            const root = document.getElementById('timeline').shadowRoot;
            const top = root.querySelector('.top').getBoundingClientRect(), pin = root.querySelector('.pin').getBoundingClientRect();
            const holder = document.getElementById('timeline');
            return [top.left, top.bottom, pin.top, holder.getBoundingClientRect().left, holder.scrollLeft];
        """)
        self.assertGreater(boxes[4], 0, "scrolled to the newest event")
        self.assertLessEqual(boxes[1], boxes[2] + 0.5, "the pinned lane names cover the legend")
        self.assertAlmostEqual(boxes[0], boxes[3], delta=2, msg="the legend scrolled away")
        shots = os.environ.get("APPLIFE_STUDIO2_SHOTS")
        if shots:
            self.driver.save_screenshot(os.path.join(shots, "studio2-timeline-1920-zh.png"))
        click(self.driver, "#language")
        wait_for(self.driver, lambda d: "callback" in d.execute_script(legend), message="the legend stayed Chinese")
        idle(self.driver)
        if shots:
            self.driver.save_screenshot(os.path.join(shots, "studio2-timeline-1920-en.png"))

    def test_a_timeline_mark_shows_the_device_at_its_moment(self):
        open_page(self.driver, self.studio)
        act(self.driver, '.icon[data-app="Todo"]')
        act(self.driver, '[data-control="home"]')
        self.assertIsNone(self.driver.execute_script("return studio.device.front"))
        self.driver.execute_script("""
            const svg = document.getElementById('timeline').shadowRoot.querySelector('svg.drawn');
            const mark = [...svg.querySelectorAll('g.mark.callback')].find(m => /DidBecomeActive/.test(m.textContent));
            mark.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
        """)
        wait_for(self.driver, lambda d: d.find_element("id", "past").is_displayed(), message="no banner")
        idle(self.driver)
        self.assertIn("t = 0.000 s", self.driver.find_element("id", "past-text").text)
        self.assertEqual(self.driver.execute_script("return studio.device.front"), "Todo", "not the device of that moment")
        self.assertEqual(state_words(self.driver), [], "Todo is in front: no icons")
        disabled = self.driver.execute_script(
            "return ['[data-control=\"home\"]', '[data-wait=\"10\"]', '#console-input', '#step-back']"
            ".map(s => document.querySelector(s).disabled)")
        self.assertEqual(disabled, [True, True, True, True], "controls act while viewing the past")
        if os.environ.get("APPLIFE_STUDIO2_SHOTS"):
            self.driver.save_screenshot(os.path.join(os.environ["APPLIFE_STUDIO2_SHOTS"], "studio2-past-1280-en.png"))
        click(self.driver, "#past-back")
        self.assertFalse(self.driver.find_element("id", "past").is_displayed())
        self.assertIsNone(self.driver.execute_script("return studio.device.front"))
        self.assertFalse(self.driver.execute_script("return document.querySelector('[data-control=\"home\"]').disabled"))
        click(self.driver, "#language")
        self.driver.execute_script("""
            const svg = document.getElementById('timeline').shadowRoot.querySelector('svg.drawn');
            svg.querySelector('g.mark.action').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
        """)
        wait_for(self.driver, lambda d: d.find_element("id", "past").is_displayed(), message="no banner")
        self.assertIn("正在查看 t = 0.000 秒", self.driver.find_element("id", "past-text").text)
        self.assertEqual(self.driver.find_element("id", "past-back").text, "回到现在")
        click(self.driver, "#past-back")
        click(self.driver, "#language")
        idle(self.driver)

    def test_a_new_session_after_the_end_replays_the_kept_actions(self):
        open_page(self.driver, self.studio)
        act(self.driver, '.icon[data-app="Todo"]')
        act(self.driver, '[data-control="home"]')
        self.driver.execute_script("document.getElementById('console-input').value = 'while true do end';"
                                   "document.getElementById('console').requestSubmit()")
        wait_for(self.driver, lambda d: d.find_element("id", "ended").is_displayed(), timeout=30,
                 message="the endless loop did not end the session")
        self.driver.execute_script("studio.hellos = 0; studio.on('hello', () => { studio.hellos++; });")
        click(self.driver, "#restart")
        wait_for(self.driver, lambda d: d.execute_script(
            "return studio.hellos === 1 && studio.device && !studio.replaying && studio.pending === 0 && studio.actions.length === 2"
            " && !studio.ended && document.getElementById('trace').textContent.includes('user.home()')"),
            timeout=30, message="the kept actions were not replayed")
        self.assertEqual(state_words(self.driver), ["Todo: background"])
        self.assertIn("user.home()", trace_text(self.driver))
        self.assertNotIn("while true", trace_text(self.driver), "the action that ended the session ran again")
        self.assertFalse(self.driver.find_element("id", "step-forward").get_property("disabled"),
                         "the action that ended the session is lost instead of waiting for Step forward")

    def test_step_back_and_step_forward_replay_the_session(self):
        open_page(self.driver, self.studio)
        act(self.driver, '.icon[data-app="Todo"]')
        act(self.driver, '[data-control="home"]')
        act(self.driver, '[data-wait="10"]')
        self.assertEqual(self.driver.execute_script("return studio.device.apps[0].state"), "suspended")
        act(self.driver, "#step-back")
        act(self.driver, "#step-back")
        self.assertEqual(self.driver.execute_script("return [studio.device.apps[0].state, studio.device.t]"), ["active", "0.000"])
        self.assertNotIn("user.home()", trace_text(self.driver))
        self.assertIn('user.tap("Todo")', trace_text(self.driver))
        act(self.driver, "#step-forward")
        self.assertEqual(self.driver.execute_script("return studio.device.apps[0].state"), "background")
        act(self.driver, "#step-forward")
        self.assertEqual(self.driver.execute_script("return [studio.device.apps[0].state, studio.device.t]"), ["suspended", "10.000"])
        self.assertTrue(self.driver.execute_script("return document.getElementById('step-forward').disabled"))
        # A new action after a step back forgets what could be stepped forward to.
        act(self.driver, "#step-back")
        act(self.driver, '[data-wait="1"]')
        self.assertTrue(self.driver.execute_script("return document.getElementById('step-forward').disabled"))

    def test_a_reload_restores_the_edited_source_and_the_actions(self):
        open_page(self.driver, self.studio)
        self.driver.execute_script("""
            const source = document.getElementById('source');
            source.value = source.value.replace('name = "Todo"', 'name = "Todo2"');
            source.dispatchEvent(new Event('input'));
            document.getElementById('reload').click();
        """)
        idle(self.driver)
        act(self.driver, '.icon[data-app="Todo2"]')
        act(self.driver, '[data-control="home"]')
        self.assertTrue(self.driver.execute_script("return studio.unsaved()"), "two actions not saved: a reload should ask")
        self.driver.refresh()
        wait_for(self.driver, lambda d: d.execute_script("return studio.device !== null && studio.pending === 0 && !studio.replaying"))
        self.assertIn('name = "Todo2"', self.driver.execute_script("return document.getElementById('source').value"))
        self.assertEqual(state_words(self.driver), ["Todo2: background"])
        self.assertIn("user.home()", trace_text(self.driver))
        act(self.driver, "#save")
        self.assertFalse(self.driver.execute_script("return studio.unsaved()"), "saved: a reload need not ask")
        # Reset asks first; declined, nothing happens.
        self.driver.execute_script("window.confirm = () => false")
        click(self.driver, "#reset")
        settle()
        self.assertEqual(state_words(self.driver), ["Todo2: background"])
        self.driver.execute_script("window.confirm = () => true")
        act(self.driver, "#reset")
        self.assertEqual(state_words(self.driver), ["Todo2: not running"], "Reset runs the edited source again")

    def test_an_emoji_app_name_keeps_its_whole_first_character(self):
        open_page(self.driver, self.studio)
        lua(self.driver, 'app{ name = "\U0001F34E Fruit" }')
        tiles = self.driver.execute_script("return [...document.querySelectorAll('.icon .tile')].map(t => t.firstChild.textContent)")
        self.assertEqual(tiles, ["T", "\U0001F34E"])

    def test_the_page_follows_the_browsers_language_and_its_switch(self):
        languages(self.driver, "zh-CN,zh;q=0.9,en;q=0.8")
        open_page(self.driver, self.studio)
        words = self.driver.execute_script(
            "return [document.documentElement.lang, document.getElementById('save').textContent,"
            " document.getElementById('step-back').textContent, document.getElementById('language').textContent,"
            " document.querySelector('[data-control=\"home\"]').textContent]")
        self.assertEqual(words, ["zh-Hans", "存为用例", "后退一步", "English", "Home 键"])
        first = self.driver.execute_script("return document.getElementById('lab-exercise').options[0].textContent")
        self.assertEqual(first, "1. 启动回调的顺序", "the exercise list is not in the page's language")
        act(self.driver, '.icon[data-app="Todo"]')
        self.assertEqual(self.driver.execute_script("return document.querySelector('.app-screen .pill').textContent"), "前台活跃")
        click(self.driver, "#language")
        words = self.driver.execute_script(
            "return [document.documentElement.lang, document.getElementById('save').textContent, document.getElementById('language').textContent]")
        self.assertEqual(words, ["en", "Save as scenario", "中文"])
        self.assertEqual(self.driver.execute_script("return document.querySelector('.app-screen .pill').textContent"), "active")
        self.driver.refresh()
        wait_for(self.driver, lambda d: d.execute_script("return studio.device !== null"))
        self.assertEqual(self.driver.execute_script("return document.documentElement.lang"), "en", "the switch was not kept")
        self.driver.execute_script("localStorage.removeItem('applife.studio.language')")

    def test_a_sessions_errors_speak_the_pages_language(self):
        languages(self.driver, "zh-CN,zh;q=0.9")
        open_page(self.driver, self.studio)
        self.driver.execute_script("document.getElementById('console-input').value = 'user.tap(\"Nots\")'")
        self.driver.execute_script("document.getElementById('console').requestSubmit()")
        wait_for(self.driver, lambda d: "'Nots'" in trace_text(d), message="no error for user.tap")
        self.assertIn("没有叫 'Nots' 的应用", trace_text(self.driver), "the session's error is not Chinese on a Chinese page")
        # English after the switch, once the page connects again (a reload).
        click(self.driver, "#language")
        self.driver.refresh()
        wait_for(self.driver, lambda d: d.execute_script("return studio.device !== null"))
        self.driver.execute_script("document.getElementById('console-input').value = 'user.tap(\"Nots\")'")
        self.driver.execute_script("document.getElementById('console').requestSubmit()")
        wait_for(self.driver, lambda d: "no app named 'Nots'" in trace_text(d), message="the session's error is not English after the switch")
        self.driver.execute_script("localStorage.removeItem('applife.studio.language')")

    def test_lab_mode_speaks_chinese_without_doubled_reasons(self):
        languages(self.driver, "zh-CN")
        open_page(self.driver, self.studio)
        click(self.driver, "#mode-lab")
        wait_for(self.driver, lambda d: d.execute_script("return studio.lab !== null"), message="no exercise opened")
        self.assertEqual(self.driver.execute_script("return studio.lab.language"), "zh")
        click(self.driver, "#lab-run")
        wait_for(self.driver, lambda d: d.execute_script("return document.querySelectorAll('#lab-checks li[data-status]').length") > 0)
        text = self.driver.execute_script("return document.getElementById('lab-checks').textContent")
        self.assertNotIn("why:", text)
        self.assertLessEqual(text.count("原因："), len(self.driver.find_elements("css selector", "#lab-checks li")))
        click(self.driver, "#mode-device")

    def test_lab_mode_is_lessons_with_ticks_progress_and_next(self):
        open_page(self.driver, self.studio)
        click(self.driver, "#mode-lab")
        wait_for(self.driver, lambda d: d.execute_script("return studio.lab && studio.lab.name") == "launch-order")
        hidden = self.driver.execute_script(
            "return ['.time-controls', '#step-back', '#reset', '#save'].map(s => document.querySelector(s).offsetParent === null)")
        self.assertEqual(hidden, [True] * 4, "lab mode shows the time controls of a device it does not show")
        progress = self.driver.find_element("id", "lab-progress").text
        self.assertRegex(progress, r"^0 of \d+ solved$")
        with open(os.path.join(ROOT, "labs", "launch-order", "solution.lua"), encoding="utf-8") as file:
            solution = file.read()
        self.driver.execute_script(
            "const a = document.getElementById('lab-answer'); a.value = arguments[0]; a.dispatchEvent(new Event('input'))", solution)
        click(self.driver, "#lab-run")
        wait_for(self.driver, lambda d: "green" in d.find_element("id", "lab-verdict").get_attribute("class"))
        self.assertRegex(self.driver.find_element("id", "lab-progress").text, r"^1 of \d+ solved$")
        first = self.driver.execute_script("return document.getElementById('lab-exercise').options[0].textContent")
        self.assertTrue(first.startswith("\u2713 1. "), first)
        # Kept over a reload: the tick, and the answer.
        self.driver.refresh()
        wait_for(self.driver, lambda d: d.execute_script("return studio.device !== null"))
        click(self.driver, "#mode-lab")
        wait_for(self.driver, lambda d: d.execute_script("return studio.lab && studio.lab.name") == "launch-order")
        self.assertRegex(self.driver.find_element("id", "lab-progress").text, r"^1 of \d+ solved$")
        self.assertEqual(self.driver.execute_script("return document.getElementById('lab-answer').value"), solution)
        click(self.driver, "#lab-next")
        wait_for(self.driver, lambda d: d.execute_script("return studio.lab && studio.lab.name") != "launch-order",
                 message="Next did not open the next exercise")
        click(self.driver, "#mode-device")

    def test_a_timeline_mark_selects_its_trace_line(self):
        open_page(self.driver, self.studio)
        act(self.driver, '.icon[data-app="Todo"]')
        act(self.driver, '[data-control="home"]')
        picked = self.driver.execute_script("""
            const svg = document.getElementById('timeline').shadowRoot.querySelector('svg.drawn');
            const mark = [...svg.querySelectorAll('g.mark')].find(m => m.dataset.count === '1'
              && /DidEnterBackground:\\]/.test(m.querySelector('title').textContent));
            mark.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
            return mark.querySelector('title').textContent.trim();
        """)
        selected = self.driver.execute_script(
            "const s = document.querySelectorAll('#trace .selected'); return [...s].map(n => n.textContent.trim())")
        self.assertEqual(selected, [picked])

    def test_the_state_diagram_lights_the_current_state_and_counts_transitions(self):
        open_page(self.driver, self.studio)
        act(self.driver, '.icon[data-app="Todo"]')
        act(self.driver, '[data-control="home"]')
        act(self.driver, '.icon[data-app="Todo"]')
        click(self.driver, "#tab-states")
        label = self.driver.execute_script("return document.querySelector('#diagram svg').getAttribute('aria-label')")
        self.assertTrue(label.startswith("Todo: active; "), label)
        self.assertIn("inactive \u2192 active \u00d72", label)
        self.assertIn("active \u2192 inactive \u00d71", label)
        lit = self.driver.execute_script(
            "return [...document.querySelectorAll('#diagram rect')].filter(r => r.getAttribute('stroke-width') === '2.5').length")
        self.assertEqual(lit, 1)
        click(self.driver, "#tab-trace")

    def test_axe_core_finds_no_serious_or_critical_violation(self):
        from axe_selenium_python import Axe
        for header in ("en-US", "zh-CN"):
            languages(self.driver, header)
            open_page(self.driver, self.studio)
            act(self.driver, '.icon[data-app="Todo"]')
            axe = Axe(self.driver)
            axe.inject()
            found = [f"{v['impact']} {v['id']}: {[n['target'] for n in v['nodes'][:5]]}"
                     for v in axe.run()["violations"] if v["impact"] in ("serious", "critical")]
            self.assertEqual(found, [], header)

    def test_tab_leaves_the_editor_and_keys_press_home_lock_and_wait(self):
        open_page(self.driver, self.studio)
        act(self.driver, '.icon[data-app="Todo"]')
        source = self.driver.find_element("id", "source")
        source.click()
        ActionChains(self.driver).send_keys(Keys.TAB).perform()
        self.assertNotEqual(self.driver.execute_script("return document.activeElement.id"), "source")
        self.assertNotIn("\t", source.get_attribute("value")[:0] + "")
        # Shortcuts work outside the editor and the prompt: H Home, +10 s with W, L Lock; ? shows them.
        self.driver.execute_script("document.activeElement.blur()")
        ActionChains(self.driver).send_keys("h").perform()
        idle(self.driver)
        self.assertIn("user.home()", trace_text(self.driver))
        ActionChains(self.driver).send_keys("w").perform()
        idle(self.driver)
        self.assertEqual(self.driver.execute_script("return studio.device.t"), "10.000")
        ActionChains(self.driver).send_keys("l").perform()
        idle(self.driver)
        self.assertTrue(self.driver.execute_script("return studio.device.locked"))
        ActionChains(self.driver).send_keys("?").perform()
        self.assertTrue(self.driver.find_element("id", "help").is_displayed())
        ActionChains(self.driver).send_keys(Keys.ESCAPE).perform()
        self.assertFalse(self.driver.find_element("id", "help").is_displayed())
        # Typing in the prompt is typing, not a shortcut; the trace is announced once per action.
        lua(self.driver, "wait(1)")
        self.assertEqual(self.driver.execute_script("return studio.device.t"), "11.000")
        self.assertIn("wait(1)", self.driver.execute_script("return document.getElementById('announce').textContent"))
        self.assertIsNone(self.driver.execute_script("return document.getElementById('trace').getAttribute('aria-live')"))

    def test_every_control_is_reachable_at_150_percent_zoom(self):
        # 1920x1080 at 150 %: a 1280x720 page at 1.5 device pixels per CSS pixel.
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": 1280, "height": 720, "deviceScaleFactor": 1.5, "mobile": False})
        open_page(self.driver, self.studio)
        act(self.driver, '.icon[data-app="Todo"]')
        unreachable = self.driver.execute_script("""
            const out = [];
            for (const b of document.querySelectorAll('.controls button, .controls select, .controls input, #bar button')) {
              if (b.offsetParent === null) continue;
              b.scrollIntoView({ block: 'nearest' });
              const r = b.getBoundingClientRect();
              if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) out.push(b.id || b.textContent);
            }
            return out;
        """)
        self.assertEqual(unreachable, [], "controls that cannot be scrolled into view at 150 %")
        sizes = self.driver.execute_script("return [document.documentElement.scrollWidth, innerWidth]")
        self.assertEqual(sizes[0], sizes[1], "the page scrolls sideways at 150 %")

    def test_the_page_at_390_by_844_stacks_the_device_and_controls(self):
        viewport(self.driver, 390, 844)
        open_page(self.driver, self.studio)
        act(self.driver, '.icon[data-app="Todo"]')
        boxes = self.driver.execute_script("""
            const box = (s) => { const r = document.querySelector(s).getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
            return [document.documentElement.scrollWidth, box('#phone'), box('[data-control="home"]'), box('#timeline'), box('#console-input')];
        """)
        width, phone, home, timeline, prompt = boxes
        print(f"\n  390x844: page width {width}, phone {phone}, Home {home}")
        self.assertLessEqual(width, 390, "the page scrolls sideways")
        for box in (phone, home, timeline, prompt):
            self.assertGreaterEqual(box[0], 0)
            self.assertLessEqual(box[2], 390)
        self.assertGreater(home[1], phone[3] - 1, "the controls are not below the device")
        self.assertGreater(timeline[1], home[1])
        act(self.driver, '[data-control="home"]')
        self.assertIn("user.home()", trace_text(self.driver))


NOTIFYING_APP = """-- An app that asks to show notifications and badges (the classroom's notification test).
local todo = app { name = "Todo", delegate = {
  didFinishLaunching = function(application)
    UNUserNotificationCenter.current():requestAuthorization({ "badge", "alert" })
    return true
  end } }
"""


class NotificationTests(unittest.TestCase):
    """A notification as iOS shows it: a banner, a badge, and Notification Center's list."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="al-studio-notify-")
        path = os.path.join(cls.folder, "notify.lua")
        with open(path, "w", encoding="utf-8") as file:
            file.write(NOTIFYING_APP)
        cls.studio = Studio(path, "--timeout", "5")
        cls.driver = browser()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.studio.stop()
        shutil.rmtree(cls.folder, ignore_errors=True)

    def test_a_notification_shows_a_banner_a_badge_and_stays_in_notification_center(self):
        open_page(self.driver, self.studio)
        self.assertEqual(state_words(self.driver), ["Todo: not running"])
        lua(self.driver, "system.grant(todo, true)")
        act(self.driver, '.icon[data-app="Todo"]')
        act(self.driver, '[data-control="home"]')
        self.assertEqual(state_words(self.driver), ["Todo: suspended"], "no background task: suspended at once")
        # Tap notification needs a notification: none yet, so it says so and sends nothing.
        before = trace_text(self.driver)
        click(self.driver, '[data-control="tap_notification"]')
        wait_for(self.driver, lambda d: "no notification" in d.find_element("id", "toast").text)
        self.assertEqual(trace_text(self.driver), before)
        lua(self.driver, 'system.notification("Todo", { aps = { alert = "Buy milk", badge = 2 } })')
        banner = self.driver.execute_script(
            "const b = document.querySelector('#screen .banner'); return b && [b.getAttribute('role'), b.textContent]")
        self.assertEqual(banner[0], "status")
        self.assertIn("Buy milk", banner[1])
        self.assertEqual(self.driver.execute_script("return document.querySelector('.icon .badge').textContent"), "2")
        # The banner goes with the next action; Notification Center keeps the notification.
        act(self.driver, '[data-wait="1"]')
        self.assertIsNone(self.driver.execute_script("return document.querySelector('#screen .banner')"))
        act(self.driver, '[data-control="notification_center"]')
        listed = self.driver.execute_script("return [...document.querySelectorAll('.nc-item')].map(i => i.textContent)")
        self.assertEqual(len(listed), 1, listed)
        self.assertIn("Buy milk", listed[0])
        self.driver.execute_script("""
            studio.wire = [];
            const send = studio.socket.send.bind(studio.socket);
            studio.socket.send = (text) => { studio.wire.push(JSON.parse(text)); send(text); };
        """)
        act(self.driver, ".nc-item .note-open")
        sent = self.driver.execute_script("return studio.wire")
        self.assertEqual([(m["op"], m.get("control"), m.get("app"), m.get("notification")) for m in sent],
                         [("control", "tap_notification", "Todo", "push-1")],
                         "a tap in Notification Center is the action table's row, not Lua typed at the prompt")
        self.assertIn('user.tap_notification("Todo", "push-1")', trace_text(self.driver))
        self.assertEqual(self.driver.execute_script("return studio.device.front"), "Todo", "the tap did not open the app")
        act(self.driver, '[data-control="notification_center"]')
        self.assertEqual(self.driver.execute_script("return document.querySelectorAll('.nc-item').length"), 0,
                         "a tapped notification stays in Notification Center")


class LeavePageTests(unittest.TestCase):
    """The "leave page?" question. Headless Chromium (156, through chromedriver) never shows
    the real beforeunload dialog: after a real click (the page has the user's activation) a
    reload or a navigation goes ahead at once and no alert is ever open for Selenium to answer,
    with unhandledPromptBehavior "ignore" as well. So this drives the page's own handler with
    a cancellable beforeunload event, as the browser does before it asks: with an unsaved
    action it cancels (the browser would ask), after Save it does not."""

    def test_a_reload_with_unsaved_actions_asks_and_none_after_save(self):
        studio = Studio("examples/home-and-return.lua")
        driver = browser()
        leave = """
            const e = new Event('beforeunload', { cancelable: true });
            window.dispatchEvent(e);
            return [e.defaultPrevented];
        """
        try:
            open_page(driver, studio)
            self.assertEqual(driver.execute_script(leave)[0], False, "nothing to lose: no question")
            act(driver, '.icon[data-app="Todo"]')
            self.assertEqual(driver.execute_script(leave), [True], "an unsaved action: the browser must ask")
            act(driver, "#save")
            wait_for(driver, lambda d: d.execute_script("return studio.savedCount") == 1, message="not saved")
            self.assertEqual(driver.execute_script(leave)[0], False, "saved: no question")
        finally:
            driver.quit()
            studio.stop()


class ExamplesTests(unittest.TestCase):
    """Every example opens in the studio without an error."""

    def test_every_example_loads_without_an_error(self):
        driver = browser()
        try:
            for path in sorted(glob.glob(os.path.join(ROOT, "examples", "*.lua"))):
                name = os.path.relpath(path, ROOT)
                studio = Studio(name, "--timeout", "5")
                try:
                    open_page(driver, studio)
                    wait_for(driver, lambda d: d.execute_script("return studio.pending === 0"))
                    errors = driver.execute_script(
                        "return [...document.querySelectorAll('#trace .error, #source-errors div')].map(e => e.textContent)")
                    self.assertEqual(errors, [], name)
                    logs = [e["message"] for e in driver.get_log("browser") if "Uncaught" in e["message"]]
                    self.assertEqual(logs, [], name)
                finally:
                    studio.stop()
        finally:
            driver.quit()


if __name__ == "__main__":
    unittest.main(verbosity=2)
