"""What the studio's browser tests share: the built programs, a running applife-studio, and
Debian's chromium driven by Selenium through Debian's chromedriver (never a downloaded browser).

Environment: APPLIFE (the applife executable) and APPLIFE_STUDIO (applife-studio), default the
debug builds in .build/debug; APPLIFE_CHROMIUM and APPLIFE_CHROMEDRIVER, default the Debian paths.
"""

import os
import shutil
import subprocess
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def program(variable, name):
    path = os.environ.get(variable) or os.path.join(ROOT, ".build", "debug", name)
    if not os.access(path, os.X_OK):
        raise RuntimeError(f"{name} is not built at {path}: run scripts/test-browser, which builds it")
    return path


def chromium():
    path = os.environ.get("APPLIFE_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    driver = os.environ.get("APPLIFE_CHROMEDRIVER") or shutil.which("chromedriver") or "/usr/bin/chromedriver"
    for needed in (path, driver):
        if not os.access(needed, os.X_OK):
            raise RuntimeError(f"{needed} is missing: apt-get install chromium chromium-driver (scripts/test-browser does)")
    return path, driver


class Studio:
    """applife-studio on a free port; `url` is the first line it printed (address and token)."""

    def __init__(self, *arguments):
        self.save_dir = tempfile.mkdtemp(prefix="al-studio-browser-")
        command = [program("APPLIFE_STUDIO", "applife-studio"), *arguments, "--port", "0", "--save-dir", self.save_dir]
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.url = self.process.stdout.readline().strip()
        if not self.url.startswith("http://127.0.0.1:"):
            self.stop()
            raise RuntimeError(f"applife-studio printed {self.url!r}, not its address")
        self.port = int(self.url.split(":")[2].split("/")[0])
        self.token = self.url.split("token=")[1]

    def alive(self):
        return self.process.poll() is None

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process.stdout.close()
        shutil.rmtree(self.save_dir, ignore_errors=True)


def browser():
    """Headless chromium with a 1280x800 viewport."""
    path, driver = chromium()
    options = webdriver.ChromeOptions()
    options.binary_location = path
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    session = webdriver.Chrome(service=Service(driver), options=options)
    session.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False})
    return session


def wait_for(driver, condition, timeout=60, message=""):
    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(lambda d: condition(d), message)


def open_page(driver, studio, keep=False):
    """Opens the page; unless `keep`, with nothing the page kept in the browser from before."""
    if not keep:
        driver.get(f"http://127.0.0.1:{studio.port}/nothing?token={studio.token}")
        driver.execute_script("localStorage.clear()")
    driver.get(studio.url)
    wait_for(driver, lambda d: d.execute_script("return document.getElementById('status').dataset.state") == "ready",
             message="the page did not connect to its session")
    wait_for(driver, lambda d: d.execute_script("return studio.device !== null"), message="no device drawn")


def trace_text(driver):
    return driver.execute_script("return document.getElementById('trace').textContent")


def timeline_text(driver, holder="timeline"):
    return driver.execute_script(
        "const root = document.getElementById(arguments[0]).shadowRoot;"
        "const svg = root && (root.querySelector('svg.drawn') || root.querySelector('svg'));"
        "return svg ? svg.textContent : ''", holder)


def click(driver, selector):
    driver.execute_script("document.querySelector(arguments[0]).click()", selector)


def settle(seconds=0.2):
    time.sleep(seconds)
