"""The studio in a real browser: Debian's chromium, driven by Selenium, against the built
applife-studio. Run them with scripts/test-browser (it installs chromium, chromium-driver and
python3-selenium when missing, and builds the programs). Each test prints what it measured.
"""

import http.server
import json
import os
import re
import subprocess
import threading
import unittest
import urllib.error
import urllib.request

from studio_support import ROOT, Studio, browser, click, open_page, program, settle, timeline_text, trace_text, wait_for

SHOTS = os.environ.get("APPLIFE_BROWSER_SHOTS")


class StudioBrowserTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.studio = Studio("examples/home-and-return.lua", "--timeout", "2")
        cls.driver = browser()
        cls.driver.set_script_timeout(60)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.studio.stop()

    def tearDown(self):
        # No script error on the page, whatever the test did (the browser logs refused sockets too).
        errors = [entry["message"] for entry in self.driver.get_log("browser") if "Uncaught" in entry["message"]]
        self.assertEqual(errors, [], "script errors in the page")

    def shot(self, name):
        if SHOTS:
            os.makedirs(SHOTS, exist_ok=True)
            self.driver.save_screenshot(os.path.join(SHOTS, name + ".png"))

    def launch_todo(self):
        open_page(self.driver, self.studio)
        click(self.driver, '.icon[data-app="Todo"]')
        wait_for(self.driver, lambda d: "applicationDidBecomeActive:" in trace_text(d), message="Todo did not launch")

    def test_home_shows_did_enter_background_in_trace_and_timeline(self):
        self.launch_todo()
        elapsed = self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const trace = document.getElementById("trace");
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (trace.textContent.includes("applicationDidEnterBackground:")) {
                observer.disconnect();
                done(performance.now() - start);
              }
            });
            observer.observe(trace, { childList: true, subtree: true });
            document.querySelector('[data-control="home"]').click();
        """)
        print(f"\n  round trip, click on Home to the didEnterBackground line in the trace: {elapsed:.1f} ms")
        self.assertIn("[AppDelegate applicationDidEnterBackground:]", trace_text(self.driver))
        wait_for(self.driver, lambda d: "didEnterBackground" in timeline_text(d), message="not on the timeline")
        self.assertIn("user presses home", timeline_text(self.driver))
        lanes = self.driver.execute_script(
            "return [...document.getElementById('timeline').shadowRoot.querySelectorAll('text.lane-title')].map(t => t.textContent)")
        self.assertIn("Todo", lanes)
        self.assertIn("background", self.driver.execute_script("return studio.device.apps[0].state"))
        self.shot("home")

    def test_lab_check_goes_green(self):
        open_page(self.driver, self.studio)
        click(self.driver, "#mode-lab")
        wait_for(self.driver, lambda d: d.execute_script("return studio.lab && studio.lab.name") == "launch-order",
                 message="lab mode did not open the first exercise")
        click(self.driver, "#lab-run")
        wait_for(self.driver, lambda d: "red" in d.find_element("id", "lab-verdict").get_attribute("class"),
                 message="the starter should fail")
        with open(os.path.join(ROOT, "labs", "launch-order", "solution.lua"), encoding="utf-8") as file:
            solution = file.read()
        self.driver.execute_script(
            "const a = document.getElementById('lab-answer'); a.value = arguments[0]; a.dispatchEvent(new Event('input'))", solution)
        click(self.driver, "#lab-run")
        wait_for(self.driver, lambda d: "green" in d.find_element("id", "lab-verdict").get_attribute("class"),
                 message="the solution should pass every check")
        statuses = self.driver.execute_script(
            "return [...document.querySelectorAll('#lab-checks li')].map(li => li.dataset.status)")
        self.assertTrue(statuses and all(status == "passed" for status in statuses), statuses)
        click(self.driver, "#lab-hint")
        wait_for(self.driver, lambda d: d.execute_script("return document.querySelectorAll('#lab-hints li').length") == 1)
        self.shot("lab")
        click(self.driver, "#mode-device")

    def test_saved_scenario_passes_applife_run(self):
        self.launch_todo()
        click(self.driver, '[data-control="home"]')
        click(self.driver, '[data-wait="60"]')
        self.driver.execute_script("document.getElementById('console-input').value = 'todo.state'")
        self.driver.execute_script("document.getElementById('console').requestSubmit()")
        wait_for(self.driver, lambda d: '"suspended"' in trace_text(d), message="no value for todo.state")
        click(self.driver, "#save")
        wait_for(self.driver, lambda d: "-- saved" in trace_text(d), message="nothing saved")
        path = re.search(r"-- saved \d+ input\(s\) to (\S+);", trace_text(self.driver)).group(1)
        self.assertTrue(path.startswith(self.studio.save_dir), path)
        with open(path, encoding="utf-8") as file:
            saved = file.read()
        self.assertIn('  user.tap("Todo")\n  user.home()\n  wait(60)\n  expect.equal(todo.state, "suspended")\n', saved)
        run = subprocess.run([program("APPLIFE", "applife"), "run", path], cwd=ROOT, capture_output=True, text=True)
        self.assertEqual(run.returncode, 0, run.stdout + run.stderr)
        self.assertIn("PASS  studio session", run.stdout)

    def test_panel_controls_send_the_action_tables_statements(self):
        self.launch_todo()
        self.driver.execute_script("document.querySelector('select[data-presets-for=\"call\"]').selectedIndex = 1")
        click(self.driver, '[data-control="call"]')
        wait_for(self.driver, lambda d: "system.call{answer = false, after = 2}" in trace_text(d),
                 message="the declined call's statement is not in the trace")
        click(self.driver, '[data-control="notification"]')
        wait_for(self.driver, lambda d: 'system.notification("Todo")' in trace_text(d),
                 message="the notification for the picked app is not in the trace")
        click(self.driver, '[data-control="open_url"]')
        wait_for(self.driver, lambda d: "Type a URL first" in d.find_element("id", "toast").text,
                 message="an empty URL form did not say what to type")
        self.driver.execute_script("document.querySelector('input[data-field=\"url\"]').value = 'todolist://item/1'")
        click(self.driver, '[data-control="open_url"]')
        wait_for(self.driver, lambda d: 'user.open_url("todolist://item/1")' in trace_text(d),
                 message="the URL form's statement is not in the trace")
        self.assertFalse(self.driver.execute_script(
            "return document.querySelector('.group.ipad-only').getBoundingClientRect().height > 0"),
            "the iPad windows group shows on an iPhone")
        self.shot("panel")

    def test_tokenless_and_foreign_origin_requests_are_refused(self):
        base = f"http://127.0.0.1:{self.studio.port}/"
        self.driver.get(base)
        self.assertIn("needs the token", self.driver.find_element("tag name", "body").text)
        for url, headers in ((base, {}), (base + "?token=" + "0" * 32, {}),
                             (self.studio.url, {"Host": "evil.example"})):
            with self.assertRaises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=10)
            self.assertEqual(refused.exception.code, 403, url)

        # A page from another origin that knows the token tries to open a session.
        page = f"""<!DOCTYPE html><title>waiting</title><script>
            const socket = new WebSocket("ws://127.0.0.1:{self.studio.port}/session?token={self.studio.token}");
            socket.onopen = () => document.title = "opened";
            socket.onmessage = () => document.title = "message";
            socket.onclose = (e) => {{ if (document.title === "waiting") document.title = "refused " + e.code; }};
            </script>"""

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                body = page.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *arguments):
                pass

        foreign = http.server.HTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=foreign.serve_forever, daemon=True).start()
        try:
            self.driver.get(f"http://127.0.0.1:{foreign.server_address[1]}/")
            wait_for(self.driver, lambda d: d.title != "waiting", message="the foreign page's socket neither opened nor closed")
            self.assertTrue(self.driver.title.startswith("refused"), self.driver.title)
        finally:
            foreign.shutdown()
            foreign.server_close()

    def test_a_malicious_page_script_cannot_hang_or_crash_the_server(self):
        open_page(self.driver, self.studio)
        # JavaScript in the page floods its socket with junk, a binary frame and an oversized message.
        self.driver.execute_script("""
            const socket = studio.socket;
            for (let i = 0; i < 3000; i++) socket.send(i % 3 ? "{ not json" : JSON.stringify({id: i, op: "wait", seconds: 1}));
            socket.send(new Uint8Array([1, 2, 3]));
            socket.send("x".repeat(2 * 1024 * 1024));
        """)
        wait_for(self.driver, lambda d: d.execute_script("return studio.ended"), message="the flooding page kept its socket")
        self.assertTrue(self.studio.alive())

        # Lua that loops ends its own session with the limit's message; a new session works.
        open_page(self.driver, self.studio)
        self.driver.execute_script("document.getElementById('console-input').value = 'while true do end'")
        self.driver.execute_script("document.getElementById('console').requestSubmit()")
        wait_for(self.driver, lambda d: d.find_element("id", "ended").is_displayed(), message="the loop did not end its session")
        self.assertIn("time limit", self.driver.find_element("id", "ended-reason").text)
        self.assertIn("time limit of 2 s exceeded", trace_text(self.driver))

        # Lua stuck inside a string pattern (C code, where no hook reaches) is killed; another tab is served meanwhile.
        click(self.driver, "#restart")
        wait_for(self.driver, lambda d: d.execute_script("return document.getElementById('status').dataset.state") == "ready")
        stuck = self.driver.current_window_handle
        self.driver.execute_script(
            "document.getElementById('console-input').value = 'return (\"a\"):rep(22):find((\"a*\"):rep(22) .. \"b\")'")
        self.driver.execute_script("document.getElementById('console').requestSubmit()")
        self.driver.switch_to.new_window("tab")
        self.launch_todo()
        self.driver.close()
        self.driver.switch_to.window(stuck)
        wait_for(self.driver, lambda d: d.find_element("id", "ended").is_displayed(), timeout=90,
                 message="the stuck session was not stopped")
        self.assertIn("ran longer than 2 s", self.driver.find_element("id", "ended-reason").text)
        self.assertTrue(self.studio.alive())
        self.launch_todo()

    def test_the_page_fits_1280_by_800(self):
        self.launch_todo()
        size = self.driver.execute_script(
            "return [innerWidth, innerHeight, document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
        self.assertEqual(size, [1280, 800, 1280, 800], "the page scrolls at 1280x800")
        outside = self.driver.execute_script("""
            const wanted = ["#phone", '[data-control="home"]', '[data-control="lock"]', '[data-control="switcher"]',
              '[data-control="control_center"]', '[data-control="call"]', '[data-control="memory_warning"]',
              '[data-control="notification"]', '[data-control="open_url"]', '[data-wait="60"]', "#idle", "#save",
              "#timeline", "#trace", "#source", "#reload", "#console-input", "#tab-expect"];
            return wanted.filter(selector => {
              const box = document.querySelector(selector).getBoundingClientRect();
              return box.width === 0 || box.height === 0 || box.left < 0 || box.top < 0 || box.right > 1280 || box.bottom > 800;
            });
        """)
        self.assertEqual(outside, [], "controls not fully on screen at 1280x800")
        click(self.driver, '[data-control="switcher"]')
        wait_for(self.driver, lambda d: d.execute_script("return document.querySelectorAll('.card').length") == 1)
        self.shot("switcher")
        click(self.driver, '.card .kill')
        wait_for(self.driver, lambda d: d.execute_script("return studio.device.apps[0].state") == "notRunning",
                 message="swiping the card away did not kill the app")


class StudioScreenTests(unittest.TestCase):
    """The app's own screen: each entry of its ui is a button on the app's screen."""

    @classmethod
    def setUpClass(cls):
        cls.studio = Studio("examples/explore-autosave.lua", "--timeout", "2")
        cls.driver = browser()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.studio.stop()

    def test_a_button_on_the_apps_screen_sends_user_ui(self):
        open_page(self.driver, self.studio)
        click(self.driver, '.icon[data-app="Notes"]')
        wait_for(self.driver, lambda d: d.execute_script("return document.querySelectorAll('.ui-controls button').length") == 2,
                 message="the app's screen shows no buttons for its ui")
        labels = self.driver.execute_script(
            "return [...document.querySelectorAll('.ui-controls button')].map(b => b.textContent)")
        self.assertEqual(labels, ['type "milk"', 'type "eggs"'])
        click(self.driver, ".ui-controls button:nth-child(2)")
        wait_for(self.driver, lambda d: 'user.ui("Notes", "type", "eggs")' in trace_text(d),
                 message="the button's statement is not in the trace")
        self.assertIn('Notes  user: type "eggs"', trace_text(self.driver))
        # Under Control Center the app is inactive: the buttons are drawn dashed, with the engine's reason.
        click(self.driver, '[data-control="control_center"]')
        wait_for(self.driver, lambda d: d.execute_script(
            "const b = document.querySelector('.ui-controls button'); return b && b.classList.contains('unavailable')"),
            message="the buttons are not dashed under Control Center")
        reason = self.driver.execute_script("return document.querySelector('.ui-controls button').title")
        self.assertIn("cannot do 'type' on Notes: Control Center is shown", reason)
        errors = [entry["message"] for entry in self.driver.get_log("browser") if "Uncaught" in entry["message"]]
        self.assertEqual(errors, [], "script errors in the page")


if __name__ == "__main__":
    unittest.main(verbosity=2)
