"""*Settle it* in a real browser: the built site, served over http, driven in headless Chromium.

The site is built once (shared with tests/test_docs.py), served by ``http.server`` on a free port,
and opened in the system's Chromium through playwright (no browser download). The page must
answer exactly as ``skrules trick --json`` does, by link and by form, and keep working offline.

These tests need Chromium, the ``playwright`` package and the Pyodide runtime (``npm ci --prefix
web``). Without them a local run skips them with one line saying how to enable them; under CI
(``CI`` set) they fail instead, so that a CI run cannot pass without them.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import os
import shutil
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

import pytest

from skrules.sphinx_settle import RUNTIME_FILES

from .test_docs import ROOT, shared_site
from .trick_cases import cli_args, cli_output, trick_requests

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = [pytest.mark.slow, pytest.mark.browser]

RUNTIME = ROOT / "web" / "node_modules" / "pyodide"
ENABLE = (
    "browser tests need Chromium, playwright and the Pyodide runtime: "
    "apt-get install chromium; pip install playwright; npm ci --prefix web"
)
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
TIMEOUT_MS = 120_000  # the first load compiles a 10 MB WebAssembly module; two busy cores can take a while


def chromium() -> str | None:
    return shutil.which("chromium") or next(
        (p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if Path(p).is_file()), None
    )


def missing() -> list[str]:
    out = []
    if chromium() is None:
        out.append("chromium")
    if importlib.util.find_spec("playwright") is None:
        out.append("playwright")
    if not all((RUNTIME / name).is_file() for name in RUNTIME_FILES):
        out.append("the Pyodide runtime in web/node_modules")
    return out


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class Server(http.server.ThreadingHTTPServer):
    """The site's server: a connection the browser closes while a file is sent (a page left, a service worker's
    fetch given up) is the browser's choice, not an error to print a traceback for; any other error is printed."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # BrokenPipeError, ConnectionResetError
            super().handle_error(request, client_address)


@pytest.mark.parametrize(
    ("error", "printed"), [(BrokenPipeError, False), (ConnectionResetError, False), (OSError, True)]
)
def test_the_server_prints_no_traceback_for_a_connection_the_browser_closed(
    error: type[OSError], printed: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    """A CI log holds a traceback only for a real error of the site's server, not for a page the browser left."""
    server = Server(("127.0.0.1", 0), _Quiet)
    try:
        raise error("the peer went away")
    except OSError:
        server.handle_error(None, ("127.0.0.1", 1))
    finally:
        server.server_close()
    assert ("Traceback" in capsys.readouterr().err) is printed


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The built site, served on 127.0.0.1 at a free port for the module: (its URL, its folder)."""
    lacking = missing()
    if lacking:
        message = f"{ENABLE} (missing: {', '.join(lacking)})"
        if os.environ.get("CI"):
            pytest.fail(f"CI runs the browser tests: {message}")
        pytest.skip(message)
    html, _ = shared_site(tmp_path_factory)
    assert (html / "_static" / "pyodide" / "pyodide.asm.wasm").is_file()
    server = Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(html)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/", html
    server.shutdown()
    thread.join()


@pytest.fixture(scope="module")
def base_url(served: tuple[str, Path]) -> str:
    return served[0]


@pytest.fixture(scope="module")
def browser(base_url: str) -> Iterator[Browser]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium(), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def page(browser: Browser, base_url: str) -> Iterator[Page]:
    """One page for the module, the runtime already loaded: the tests change its fragment."""
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(base_url + "settle.html")
    page.wait_for_selector('#verdict[data-state="ready"]')
    yield page
    context.close()


def fragment(request: dict[str, Any]) -> str:
    """The link's fragment for a request, as the README and the page describe it."""
    enc = functools.partial(quote, safe="=:,")
    parts = ["cards=" + "+".join(enc(c) for c in request["cards"])]
    if "deck" in request:
        parts.append("deck=" + enc(request["deck"]))
    if request.get("edition"):
        parts.append("edition=" + enc(request["edition"]))
    parts += ["house=" + enc(h) for h in request.get("house", [])]
    parts += ["ruling=" + enc(r) for r in request.get("rulings", [])]
    if request.get("abilities"):
        parts.append("abilities=1")
    parts += ["hand=" + enc(h) for h in request.get("hands", [])]
    return "#" + "&".join(parts)


def answer(page: Page, cards: list[str]) -> dict[str, str | None]:
    """Wait until #verdict shows the answer for ``cards``, then read it."""
    page.wait_for_function(
        """cards => { const v = document.getElementById("verdict");
            return ["done", "refused"].includes(v.dataset.state) && v.dataset.cards === cards; }""",
        arg=" ".join(cards),
    )
    got: dict[str, str | None] = page.eval_on_selector(
        "#verdict", "v => ({state: v.dataset.state, json: v.dataset.json ?? null, text: v.textContent})"
    )
    return got


def ask(page: Page, request: dict[str, Any]) -> dict[str, str | None]:
    """Change the open page's fragment to ``request``'s and wait for the new answer.

    The element is marked stale first: the same cards under other options would otherwise match
    the answer already shown.
    """
    page.evaluate(
        """hash => { document.getElementById("verdict").dataset.state = "stale"; location.hash = hash; }""",
        fragment(request),
    )
    return answer(page, request["cards"])


def expect_cli(got: dict[str, str | None], request: dict[str, Any], name: str = "") -> None:
    code, out, err = cli_output(cli_args(request))
    if code in (0, 1):
        assert got["state"] == "done", (name, got["text"])
        assert got["json"] == out, name
    else:
        assert got["state"] == "refused", name
        assert err.removeprefix("skrules: error: ").strip() in (got["text"] or ""), name


def report(request: pytest.FixtureRequest, line: str) -> None:
    """A figure on the terminal whether or not output is captured (-s)."""
    plugins = request.config.pluginmanager
    reporter, capture = plugins.get_plugin("terminalreporter"), plugins.get_plugin("capturemanager")
    if reporter is None or capture is None:
        return
    with capture.global_and_fixture_disabled():
        reporter.write_line(f"\n{line}")


# ------------------------------------------------------------------------------------------ tests


def test_a_shared_link_opened_fresh_gives_the_verdict(
    browser: Browser, base_url: str, request: pytest.FixtureRequest
) -> None:
    """A first visit by link: the runtime loads (data-state loading), then the verdict; its time is printed."""
    trick = {"cards": ["Ann=mermaid", "Ben=sk", "Cat=rosie"]}
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    start = time.monotonic()
    page.goto(base_url + "settle.html" + fragment(trick), wait_until="commit")
    verdict = page.wait_for_selector("#verdict")
    assert verdict is not None  # visible: playwright returns None only for a hidden or detached state
    assert verdict.get_attribute("data-state") == "loading"
    got = answer(page, trick["cards"])
    seconds = time.monotonic() - start
    expect_cli(got, trick)
    assert page.input_value("#settle-cards") == "Ann=mermaid Ben=sk Cat=rosie"
    report(request, f"Settle it: {seconds:.1f} s from opening the page to the first verdict")
    request.node.user_properties.append(("first_verdict_seconds", round(seconds, 2)))
    context.close()


def test_every_trick_scenario_in_one_page_gives_the_cli_json(page: Page) -> None:
    """Each trick scenario of the library, by changing the fragment of one open page."""
    seen = set()
    for name, request in trick_requests():
        if fragment(request) in seen:
            continue
        seen.add(fragment(request))
        expect_cli(ask(page, request), request, name)
    assert len(seen) > 100


def test_a_refused_trick_shows_the_cli_message(page: Page) -> None:
    request = {"cards": ["sk", "sk"]}
    got = ask(page, request)
    assert got["state"] == "refused"
    expect_cli(got, request)


def test_a_card_with_a_plus_or_a_space_survives_the_link(page: Page) -> None:
    """Tokens are percent-encoded in the fragment: an odd token reaches the parser whole, and is refused."""
    request = {"cards": ["Ann=g5", "Ben=a+b c"]}
    got = ask(page, request)
    expect_cli(got, request)
    assert "a+b c" in (got["text"] or "")


def test_a_lone_surrogate_typed_in_the_form_is_refused(page: Page) -> None:
    """Fault-injection finding: a lone surrogate in the form made encodeURIComponent throw an uncaught URIError
    and nothing happened. The page refuses it in #verdict (data-state refused, the contract's), then in
    #question for a what-if card, raises no error, and judges the next trick as usual."""
    errors: list[str] = []

    def on_error(error: Any) -> None:
        errors.append(str(error))

    page.on("pageerror", on_error)
    lone = "'Ann=g3 Ben=\\ud83d'"  # JavaScript source: half of a character outside the BMP, as JavaScript reads it
    page.evaluate(f"""() => {{ document.getElementById("verdict").dataset.state = "stale";
        document.getElementById("settle-cards").value = {lone};
        document.getElementById("settle-form").requestSubmit(); }}""")
    page.wait_for_function(f"""() => {{ const v = document.getElementById("verdict");
        return v.dataset.state === "refused" && v.dataset.cards === {lone}; }}""")
    got = page.eval_on_selector("#verdict", "v => ({json: v.dataset.json ?? null, text: v.textContent})")
    assert "the cards contain a character that cannot be encoded" in got["text"]
    assert got["json"] is None
    trick = {"cards": ["Ann=g3", "Ben=g5"]}
    expect_cli(ask(page, trick), trick)  # the page still judges
    page.evaluate(f"""() => {{ document.getElementById("settle-what-if-card").value = {lone};
        document.getElementById("settle-what-if-form").requestSubmit(); }}""")
    page.wait_for_selector('#question[data-state="refused"]')
    assert "the question contains a character that cannot be encoded" in page.inner_text("#question")
    assert page.eval_on_selector("#verdict", "v => v.dataset.state") == "done"
    page.remove_listener("pageerror", on_error)
    assert errors == []


def test_the_form_updates_the_link_and_the_verdict(page: Page) -> None:
    page.fill("#settle-cards", "Ann=y12  Ben=b3 Cat=whale Dan=kraken")
    page.check("#settle-abilities")
    page.eval_on_selector("details.settle-more", "d => { d.open = true; }")
    page.select_option('select[data-ruling="kraken-leader"]', "left-of-kraken")
    page.click("button[type=submit]")
    request: dict[str, Any] = {
        "cards": ["Ann=y12", "Ben=b3", "Cat=whale", "Dan=kraken"],
        "rulings": ["kraken-leader=left-of-kraken"],
        "abilities": True,
    }
    got = answer(page, request["cards"])
    assert page.evaluate("location.hash") == fragment(request)
    expect_cli(got, request)
    assert page.eval_on_selector("#verdict", "v => v.dataset.cards") == "Ann=y12 Ben=b3 Cat=whale Dan=kraken"
    # The trace links each rule ID to its anchor in the rulebook.
    href = page.get_attribute('#verdict a.settle-rule[href*="#kraken.leader"]', "href")
    assert href is not None
    assert href.endswith("/rules/advanced.html#kraken.leader")
    page.uncheck("#settle-abilities")
    page.select_option('select[data-ruling="kraken-leader"]', "would-have-won")


def test_no_page_scrolls_sideways_on_a_phone(browser: Browser, served: tuple[str, Path]) -> None:
    """Every built page at 400 px wide: nothing wider than the screen (Settle it with a verdict shown)."""
    base_url, html = served
    context = browser.new_context(viewport={"width": 400, "height": 800})
    phone = context.new_page()
    phone.set_default_timeout(TIMEOUT_MS)
    wide = []
    pages = sorted(p.relative_to(html).as_posix() for p in html.rglob("*.html"))
    for path in pages:
        phone.goto(base_url + path + ("#cards=Ann=y12+Ben=b3+Cat=whale+Dan=kraken" if path == "settle.html" else ""))
        if path == "settle.html":
            answer(phone, ["Ann=y12", "Ben=b3", "Cat=whale", "Dan=kraken"])
        width = phone.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
        if width[0] > width[1]:
            wide.append(f"{path}: {width[0]} px")
    context.close()
    assert len(pages) > 10
    assert not wide, wide


def test_the_page_works_offline_after_a_first_visit(browser: Browser, base_url: str) -> None:
    """The service worker caches the runtime and the package: offline, a reload still adjudicates.

    The page registers it once its runtime has started (so that caching does not slow the first
    verdict): the test waits for it to control the page, then goes offline."""
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    trick = {"cards": ["Ann=g5", "Ben=g9", "Cat=p14"]}
    page.goto(base_url + "settle.html" + fragment(trick))
    answer(page, trick["cards"])
    page.wait_for_function("navigator.serviceWorker.controller?.state === 'activated'")
    context.set_offline(True)
    other = {"cards": ["Ann=kraken", "Ben=sk"]}
    page.goto(base_url + "settle.html" + fragment(other))
    expect_cli(answer(page, other["cards"]), other)
    context.close()
