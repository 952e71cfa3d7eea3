"""The page's rules: reflow at 320 CSS pixels, languages marked, hostile text shown as text, a
strict policy, and no WebSocket from another site's page."""

import base64
import os
import re
import socket
import time
import urllib.request
from pathlib import Path

from helpers import audit, log_in, say, until, wait_for_log

WEB_ROOT = Path(__file__).resolve().parents[2] / "Sources/EarshotServer/WebRoot"


def no_sideways_scrolling(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")


def test_the_page_reflows_at_320_css_pixels(page, server):
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(server.url)
    assert no_sideways_scrolling(page), "login at 320 px"
    log_in(page, server, "Zed")
    say(page, "play classic geography")
    page.get_by_role("heading", name=re.compile(r"Question 1 of 10")).wait_for()
    assert no_sideways_scrolling(page), "a question at 320 px"
    for theme in ["large", "dark", "light"]:
        page.get_by_label("Theme").select_option(theme)
        assert no_sideways_scrolling(page), f"{theme} at 320 px"
    assert audit(page, "a question at 320 px, large text") == 0


def test_every_theme_passes_axe_and_is_kept_for_the_player(page, server):
    log_in(page, server, "Theo")
    say(page, "play classic geography")
    page.get_by_role("heading", name=re.compile(r"Question 1 of 10")).wait_for()
    for theme in ["dark", "light", "large", "system"]:
        page.get_by_label("Theme").select_option(theme)
        assert audit(page, f"theme {theme}") == 0
        folder = os.environ.get("EARSHOT_WEB_SCREENSHOTS")
        if folder:
            page.screenshot(path=f"{folder}/theme-{theme}.png", full_page=True)
    page.get_by_label("Theme").select_option("dark")
    page.reload()
    log_in(page, server, "Theo")
    assert page.evaluate("document.documentElement.classList.contains('theme-dark')")


def test_a_chinese_session_marks_its_chinese_text(page, server):
    log_in(page, server, "Mei", language="zh")
    assert page.evaluate("document.documentElement.lang") == "zh"
    assert page.get_by_role("textbox", name="你的答案或命令").is_visible()
    say(page, "language")
    wait_for_log(page, "English")
    chinese = page.locator("#log p[lang=zh], #log li[lang=zh]")
    assert chinese.count() > 0
    assert re.search(r"[\u4e00-\u9fff]", chinese.first.inner_text())
    # "English" in a Chinese line is marked as English.
    assert page.locator("#log [lang=en]", has_text="English").count() >= 1
    say(page, "language en")
    until(page, "document.documentElement.lang === 'en'")
    # In the English session, the name 中文 is marked Chinese.
    say(page, "language")
    wait_for_log(page, "Earshot speaks English. The languages")
    assert page.locator("#log p[lang=en] span[lang=zh], #log li[lang=en] span[lang=zh]", has_text="中文").count() >= 1
    assert audit(page, "a Chinese session") == 0


def test_hostile_question_text_is_shown_as_text_and_runs_nothing(page, server):
    log_in(page, server, "Hal")
    say(page, "play classic hostile")
    page.get_by_role("heading", name=re.compile(r"Question 1 of 3")).wait_for()
    for number in range(1, 4):
        page.get_by_role("heading", name=re.compile(rf"Question {number} of 3")).wait_for()
        page.get_by_role("group", name="Options").get_by_role("button").first.click()
    page.get_by_role("heading", name="Results").wait_for()
    text = page.locator("#log").inner_text()
    assert "<img src=x onerror=" in text and "<script>" in text and "javascript:" in text
    assert page.locator("#log img, #log script, #log a[href^=javascript], #log b").count() == 0
    page.locator("#log").hover()
    assert page.evaluate("window.pwned === undefined")
    assert page.errors == []


def test_every_answer_of_the_page_carries_a_strict_policy(server):
    for path in ["/", "/join", "/earshot.js", "/earshot.css", "/words.json?lang=ta"]:
        with urllib.request.urlopen(server.url + path) as reply:
            policy = reply.headers["Content-Security-Policy"]
            assert "script-src 'self'" in policy and "unsafe-inline" not in policy and "default-src 'none'" in policy
            assert reply.headers["X-Content-Type-Options"] == "nosniff"
    html = (WEB_ROOT / "index.html").read_text()
    assert not re.search(r"<script(?![^>]*\bsrc=)", html), "no inline script"
    assert not re.search(r"\son\w+=", html), "no inline handler"
    script = (WEB_ROOT / "earshot.js").read_text()
    assert "innerHTML" not in script and "insertAdjacentHTML" not in script and "eval(" not in script


def upgrade(server, origin: str | None) -> str:
    """The status line of a WebSocket upgrade to /play with this Origin."""
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [
        "GET /play HTTP/1.1", f"Host: 127.0.0.1:{server.port}", "Upgrade: websocket", "Connection: Upgrade",
        f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
    if origin:
        lines.append(f"Origin: {origin}")
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
        s.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        return s.recv(4096).decode(errors="replace").split("\r\n")[0]


def test_a_websocket_from_another_sites_page_is_refused(server):
    assert " 101 " in upgrade(server, None), "the terminal client sends no Origin"
    assert " 101 " in upgrade(server, f"http://127.0.0.1:{server.port}")
    for other in ["http://evil.example", f"http://127.0.0.1:{server.port + 1}", "null", "http://127.0.0.1.evil.example"]:
        status = upgrade(server, other)
        assert " 101 " not in status, f"{other}: {status}"


def test_a_join_link_opens_the_room(browser, fresh_server):
    """A room from the browser: the club's first account (its admin) opens it, a pupil follows
    the /join?pin= link, logs in and plays both questions by the option buttons."""
    server = fresh_server
    host = browser.new_context().new_page()
    pupil = browser.new_context().new_page()
    for p in (host, pupil):
        p.set_default_timeout(20_000)
    log_in(host, server, "Ann")  # the first account of the club is its admin, who may open rooms
    say(host, "room open classic geography --count 2")
    wait_for_log(host, r"join \d")
    pin = re.search(r"join ((?:\d ?){4,6})", host.locator("#log").inner_text()).group(1).replace(" ", "")
    log_in(pupil, server, "Bea", path=f"/join?pin={pin}")
    wait_for_log(pupil, r"Teacher's room|Ann's room|room")
    wait_for_log(host, r"Bea joined")
    assert audit(pupil, "a room, waiting") == 0
    say(host, "start")
    for number in (1, 2):
        pupil.get_by_role("heading", name=re.compile(rf"Question {number} of 2")).wait_for()
        if number == 1:
            assert audit(pupil, "a room, a question") == 0
        # Keyboard only: the focus is in the answer field; Tab to Send, Tab to the first option.
        assert pupil.evaluate("document.activeElement.id") == "answer"
        if pupil.get_by_role("group", name="Options").is_visible():
            pupil.keyboard.press("Tab")
            pupil.keyboard.press("Tab")
            assert re.match(r"^(1|A), ", pupil.evaluate("document.activeElement.textContent"))
            pupil.keyboard.press("Enter")
        else:
            say(pupil, "Lisbon")  # a question to type the answer to
        wait_for_log(pupil, r"Answer taken" if number == 1 else r"Answer taken[\s\S]*Answer taken")
        wait_for_log(pupil, r"You are number 1 of 1" if number == 1 else r"You are number 1 of 1[\s\S]*You are number 1 of 1")
        say(host, "next")
    wait_for_log(pupil, r"The room is over", timeout=30)
    assert audit(pupil, "a room, its end") == 0
    host.context.close()
    pupil.context.close()
