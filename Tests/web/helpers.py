"""What the web tests do as a player would: by keyboard, reading what the page shows."""

import re
import time

from axe_playwright_python.sync_playwright import Axe

from conftest import PASSWORD

AXE = Axe()
WCAG = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]}}


def audit(page, screen: str) -> int:
    """axe-core on the page as it is now: the number of WCAG 2.2 A and AA violations (each
    printed, with its nodes, so that a failure says what)."""
    results = AXE.run(page, options=WCAG)
    violations = results.response["violations"]
    for v in violations:
        targets = [n["target"] for n in v["nodes"]]
        print(f"axe on {screen}: {v['id']} ({v['impact']}): {v['help']} at {targets}")
    print(f"axe on {screen}: {len(violations)} violations, {len(results.response['passes'])} rules passed")
    return len(violations)


def log_in(page, server, name: str, language: str | None = None, path: str = "/"):
    """Opens the page and logs in (joining, for a new name) with the keyboard only."""
    page.goto(server.url + path)
    if language:
        page.get_by_label(re.compile("Language|语言|Bahasa|மொழி")).select_option(language)
        until(page, f"document.documentElement.lang === '{language}'")
    page.keyboard.press("Tab")  # the skip link
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "name"
    page.keyboard.type(name)
    page.keyboard.press("Tab")
    page.keyboard.type(PASSWORD)
    page.keyboard.press("Enter")
    # A new name: the server asks for the same password once more.
    deadline = time.monotonic() + 30
    while page.locator("#session").is_hidden():
        if page.locator("#password-note").is_visible() and page.evaluate("document.activeElement.id") == "password":
            page.keyboard.type(PASSWORD)
            page.keyboard.press("Enter")
            until(page, "document.getElementById('password-note').hidden || !document.getElementById('session').hidden")
        assert time.monotonic() < deadline, page.locator("#login").inner_text()
        time.sleep(0.1)
    assert page.evaluate("document.activeElement.id") == "answer", "the answer field has the focus"


def until(page, expression: str, timeout: float = 20):
    """Waits until `expression` is true in the page. (Playwright's wait_for_function evaluates
    a string in the page, which the page's Content-Security-Policy rightly forbids.)"""
    deadline = time.monotonic() + timeout
    while not page.evaluate(expression):
        assert time.monotonic() < deadline, f"{expression} never became true"
        time.sleep(0.05)


def say(page, line: str):
    """Types a line into the answer field and presses Enter."""
    assert page.evaluate("document.activeElement.id") == "answer"
    page.keyboard.type(line)
    page.keyboard.press("Enter")


def log_text(page) -> str:
    return page.locator("#log").inner_text()


def wait_for_log(page, pattern: str, timeout: float = 20):
    """Waits until the conversation shows `pattern` (a regular expression)."""
    deadline = time.monotonic() + timeout
    while not re.search(pattern, log_text(page)):
        assert time.monotonic() < deadline, f"{pattern!r} never came:\n{log_text(page)[-2000:]}"
        time.sleep(0.1)


def questions_asked(page) -> int:
    return page.locator("#log h3", has_text=re.compile(r"Question \d+ of \d+")).count()
