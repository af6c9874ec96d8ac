"""One Chromium set-up for every browser test: Debian's chromium driven by its chromedriver (never Selenium
Manager, which would try to download one), headless, a fresh profile per browser, a phone emulated (a window is
at least 500 px wide), quit at the end whatever happens; waiting on a page that redraws on every push; and
axe-core (installed by `make install` from npm into .venv/node) run on a page for WCAG 2.2 AA.

A test module starts with `from browser import browsers, wait, ...` (the `browsers` fixture comes with it);
without chromium and chromium-driver the module is skipped, as it always was.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from paths import ARTIFACTS, CHROMEDRIVER, CHROMIUM, CHROMIUM_SHELL, HEADLESS, ROOT

if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):
    pytest.skip("browser tests need Debian's chromium and chromium-driver (make test installs them)",
                allow_module_level=True)
webdriver = pytest.importorskip("selenium.webdriver")

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException  # noqa: E402
from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

PHONE, DESKTOP, LAPTOP = (390, 844), (1280, 900), (1280, 800)
ARGUMENTS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--autoplay-policy=no-user-gesture-required", "--hide-scrollbars"]
AXE = ROOT / ".venv" / "node" / "node_modules" / "axe-core" / "axe.min.js"
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


# Run in a page: what its live regions say (WCAG 4.1.3), as a screen reader hears them. window.__said: each line
# added to the page's live region (#live, a log: lines are added, never replaced), in order. window.__heard: every
# change of every live region on the page (aria-live, or a role that implies it), in order, with its time and what it
# did: "added" (a line a reader says), "removed", "replaced" (a region's text overwritten: {text, was}, what a reader
# loses when it comes within the same moment), "text" (a text node changed).
LISTEN = """
const live = document.getElementById('live');
window.__said = [];
window.__heard = [];
const regions = () => [...document.querySelectorAll('[aria-live]:not([aria-live=off]), [role=status], [role=log], '
  + '[role=alert]')];
const name = (node) => node.id || node.getAttribute('role') || node.tagName;
const regionOf = (node) => { for (let n = node; n; n = n.parentElement) { if (regions().includes(n)) return n; }
  return null; };
const before = new Map(regions().map((r) => [r, r.textContent]));
new MutationObserver((records) => {
  const at = performance.now();
  for (const record of records) {
    const region = regionOf(record.target.nodeType === 1 ? record.target : record.target.parentElement);
    if (!region) continue;
    if (region === live) {
      record.addedNodes.forEach((node) => { if (node.textContent) window.__said.push(node.textContent); });
    }
    const was = before.get(region) || '';
    const text = region.textContent;
    before.set(region, text);
    if (record.type === 'characterData') { window.__heard.push({at, region: name(region), how: 'text', text, was}); continue; }
    record.addedNodes.forEach((node) => {
      const how = record.removedNodes.length ? 'replaced' : 'added';
      if (node.textContent) window.__heard.push({at, region: name(region), how, text: node.textContent, was});
    });
    if (!record.addedNodes.length) record.removedNodes.forEach((node) =>
      window.__heard.push({at, region: name(region), how: 'removed', text: node.textContent, was}));
  }
}).observe(document.body, {childList: true, subtree: true, characterData: true});
"""


def chromium(size=DESKTOP, *, phone=False, profile: Path | None = None, touch: bool | None = None,
             language: str | None = None, network: bool = False):
    """A headless Chromium at `size` (a phone: its viewport and touch emulated), its profile in `profile`;
    `network`: Chromium's own network log kept, for `Wire` to read what the page received. The headless shell
    takes no --user-data-dir from chromedriver: chromedriver then gives each session a fresh profile of its own
    (and removes it at quit), which is what `profile` is for."""
    options = Options()
    shell = HEADLESS == CHROMIUM_SHELL     # driven as the binary itself: the /usr/bin wrapper hides its pages
    options.binary_location = str(HEADLESS)
    for argument in ARGUMENTS + ([] if shell else ["--headless=new"]) + [f"--window-size={size[0]},{size[1]}"]:
        options.add_argument(argument)
    if profile is not None and not shell:
        options.add_argument(f"--user-data-dir={profile}")
    if language:
        options.add_argument(f"--lang={language}")
        options.add_experimental_option("prefs", {"intl.accept_languages": language})
    if phone:
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {
            "width": size[0], "height": size[1], "pixelRatio": 1.0, "touch": phone if touch is None else touch}})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", **({"performance": "ALL"} if network else {})})
    if network:
        options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": True, "enablePage": False})
    driver = webdriver.Chrome(options=options, service=Service(str(CHROMEDRIVER)))
    driver.set_page_load_timeout(30)
    return driver


@pytest.fixture()
def browsers(tmp_path):
    """browser(name, size, phone=False, **options) → a driver with a fresh profile; all quit at the end."""
    started = []

    def browser(name, size=DESKTOP, phone=False, **options):
        driver = chromium(size, phone=phone, profile=tmp_path / f"profile-{name}", **options)
        started.append(driver)
        return driver

    try:
        yield browser
    finally:
        for driver in started:
            try:
                driver.quit()
            except Exception:  # noqa: BLE001 - a dead browser must not hide the test's own failure
                pass


def wait(driver, condition, what="", timeout=10.0):
    """`condition(driver)` once it is true; on a timeout a screenshot and the page's text name what failed. The
    pages redraw on every push: an element read as it is replaced is read again."""
    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.05,
                             ignored_exceptions=(StaleElementReferenceException,)).until(lambda d: condition(d))
    except TimeoutException:
        folder = ARTIFACTS / "screens"
        folder.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(folder / "browser-failure.png"))
        body = driver.execute_script("return document.body ? document.body.innerText.slice(0, 600) : ''")
        raise TimeoutException(f"{what}; page: {body}") from None


def data(driver, selector, name):
    """An attribute of the first element matching `selector` (None when there is none)."""
    return driver.execute_script(
        "const n = document.querySelector(arguments[0]); return n ? n.getAttribute(arguments[1]) : null;",
        selector, name)


def viewport(driver, width, height, mobile=False):
    """The page's viewport exactly `width`×`height` CSS pixels (a headless window's includes no browser frame,
    but its size is the window's, not the viewport's)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
    wait(driver, lambda d: d.execute_script("return [innerWidth, innerHeight]") == [width, height],
         f"the {width}×{height} viewport")


def shoot(driver, path: Path, size=None) -> Path:
    """A screenshot from the top of the page (the viewport checked to be `size` when given)."""
    driver.execute_script("window.scrollTo(0, 0)")
    path.parent.mkdir(parents=True, exist_ok=True)
    assert driver.save_screenshot(str(path)), path
    if size is not None:
        inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
        assert inner[0] == size[0], (inner, wider(driver, size[0]), driver.execute_script(
            "return [document.documentElement.scrollWidth, document.body.scrollWidth, visualViewport.scale, "
            "visualViewport.width, document.documentElement.clientWidth, outerWidth, screen.width]"))
    return path


def wider(driver, width: int) -> list[str]:
    """The elements whose right edge passes `width` CSS pixels (what makes a phone's page zoom out)."""
    return driver.execute_script(
        "return [...document.querySelectorAll('body *')].filter((n) => n.getBoundingClientRect().right > arguments[0]"
        " + 0.5 || n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX !== 'hidden').map((n) => n.tagName + '#' + n.id + '.' + n.className + ' ' + Math.round(n.getBoundingClientRect()"
        ".right) + ' ' + (n.textContent || '').slice(0, 30)).slice(0, 8);", width)


def script_errors(driver) -> list:
    return [e for e in driver.get_log("browser") if e.get("source") == "javascript"]


def axe_script() -> str:
    """axe-core's one file, installed by the Makefile (`make axe`) if it is not there yet."""
    if not AXE.exists():
        subprocess.run(["make", "-s", "axe"], cwd=ROOT, check=True, timeout=300)
    return AXE.read_text(encoding="utf-8")


def axe(driver, *, impacts=("serious", "critical")) -> list[dict]:
    """axe-core's WCAG 2.2 AA findings on the page as it stands, of the given impacts: [{id, impact, help,
    nodes: [target…]}]. Injected as a script (the pages' CSP allows what the test driver runs)."""
    if not driver.execute_script("return typeof window.axe === 'object'"):
        driver.execute_script(axe_script())
    driver.set_script_timeout(60)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})"
        ".then((r) => done(JSON.stringify(r.violations))).catch((e) => done(JSON.stringify({error: String(e)})));",
        WCAG)
    found = json.loads(result)
    assert not isinstance(found, dict), found
    return [{"id": v["id"], "impact": v["impact"], "help": v["help"],
             "nodes": [" ".join(map(str, n["target"])) for n in v["nodes"]][:5], "count": len(v["nodes"])}
            for v in found if v["impact"] in impacts]


def visible(driver, element_id) -> bool:
    return driver.find_element(By.ID, element_id).is_displayed()


def text(driver, element_id) -> str:
    return driver.find_element(By.ID, element_id).text


class Wire:
    """What a page received from the server, read from Chromium's own network log (a browser started with
    network=True), not from anything the page says: every WebSocket frame, and the body of every answer from
    /api/ (clips left out). `read()` takes what came since the last read; `mark()` forgets what came before."""

    def __init__(self, driver):
        self.driver = driver
        self.frames: list[str] = []
        self.bodies: list[tuple[str, str]] = []
        self._urls: dict[str, str] = {}

    def read(self) -> Wire:
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            method, params = message.get("method"), message.get("params", {})
            if method == "Network.webSocketFrameReceived":
                self.frames.append(params["response"]["payloadData"])
            elif method == "Network.responseReceived":
                url = params["response"]["url"]
                if "/api/" in url and "/api/audio/" not in url:
                    self._urls[params["requestId"]] = url
            elif method == "Network.loadingFinished" and params.get("requestId") in self._urls:
                url = self._urls.pop(params["requestId"])
                try:
                    body = self.driver.execute_cdp_cmd("Network.getResponseBody", {"requestId": params["requestId"]})
                except Exception:  # noqa: BLE001 - a body the browser no longer holds (a page left)
                    continue
                self.bodies.append((url, body.get("body", "")))
        return self

    def mark(self) -> None:
        self.read()
        self.frames, self.bodies = [], []

    def messages(self) -> list[dict]:
        """The frames as JSON objects, and the /api/ answers as {"url", "answer"}."""
        self.read()
        found = [json.loads(frame) for frame in self.frames]
        for url, body in self.bodies:
            try:
                found.append({"url": url, "answer": json.loads(body)})
            except ValueError:
                continue
        return found
