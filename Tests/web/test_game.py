"""A whole classic game from the browser: by keyboard only, and again by the accessibility tree
only, as a screen reader sees the page; the axe audit on every screen on the way."""

import re
import time

from helpers import audit, log_in, say, wait_for_log


def test_the_login_screen_passes_axe_and_ties_errors_to_their_field(page, server):
    page.goto(server.url)
    assert audit(page, "login") == 0
    page.get_by_role("button", name="Log in").press("Enter")
    name = page.get_by_role("textbox", name="Name")
    assert name.get_attribute("aria-invalid") == "true"
    error = page.locator("#name-error")
    assert error.inner_text() == "Type your name."
    assert error.get_attribute("id") in name.get_attribute("aria-describedby").split()
    assert page.evaluate("document.activeElement.id") == "name", "the focus goes to the field in error"
    assert audit(page, "login with an error") == 0


def test_a_whole_classic_game_by_keyboard_only(page, server):
    log_in(page, server, "Kay")
    assert audit(page, "session before a game") == 0
    say(page, "play classic geography")
    wait_for_log(page, r"Question 1 of 10")
    assert audit(page, "session during a game") == 0
    for number in range(1, 11):
        page.get_by_role("heading", name=re.compile(rf"Question {number} of 10")).wait_for()
        if page.locator("#options").is_visible():
            # From the field: Tab to Send, Tab to the first option; Enter presses it.
            page.keyboard.press("Tab")
            page.keyboard.press("Tab")
            focused = page.evaluate("document.activeElement.textContent")
            assert re.match(r"^(1|A), ", focused), focused
            page.keyboard.press("Enter")
            assert page.evaluate("document.activeElement.id") == "answer", "the focus comes back to the field"
        else:
            say(page, "Lisbon")
    results = page.get_by_role("heading", name="Results")
    results.wait_for()
    tree = page.get_by_role("log").aria_snapshot()
    assert "Correct" in tree or "Not quite" in tree, tree[-1500:]
    assert tree.count('heading "Question') == 10
    # Each verdict is in the log once (ten questions, ten verdicts), and nowhere else on the
    # page. (Two verdicts may read the same: "Correct: True." for two true-or-false questions.)
    verdict = re.compile(r"^(Correct|Not quite)")
    assert page.locator("#log p", has_text=verdict).count() == 10
    assert page.locator("body p, body li, body h1, body h2, body h3", has_text=verdict).count() == 10
    assert audit(page, "session after a game") == 0
    assert server.answers_of("Kay") == 10, "every answer is stored"
    assert page.errors == []


def test_a_game_played_from_the_accessibility_tree_alone(page, server):
    """Only roles and accessible names: the textbox, the buttons, the log's snapshot."""
    log_in(page, server, "Tree")
    field = page.get_by_role("textbox", name="Your answer or command")
    field.fill("play classic")
    field.press("Enter")
    page.get_by_role("group", name="Options").get_by_role("button", name=re.compile(r"Geography$")).click()
    for number in range(1, 11):
        page.get_by_role("heading", name=re.compile(rf"Question {number} of 10")).wait_for()
        options = page.get_by_role("group", name="Options")
        if options.is_visible():
            buttons = options.get_by_role("button")
            names = [buttons.nth(i).get_attribute("aria-label") or buttons.nth(i).inner_text() for i in range(buttons.count())]
            assert all(re.match(r"^(\d+|[A-Z]), .+", n) for n in names), names
            buttons.first.click()
        else:
            field.fill("Lisbon")
            field.press("Enter")
        expected = 'heading "Results"' if number == 10 else f'heading "Question {number + 1} of 10'
        deadline = time.monotonic() + 20
        while expected not in page.get_by_role("log").aria_snapshot():
            assert time.monotonic() < deadline, page.get_by_role("log").aria_snapshot()[-1500:]
            time.sleep(0.1)
    tree = page.get_by_role("log").aria_snapshot()
    assert re.search(r"Correct|Not quite", tree)
    assert server.answers_of("Tree") == 10


def test_the_board_stats_and_a_profile_are_real_tables(page, server):
    log_in(page, server, "Bo")
    say(page, "play classic geography")
    for number in range(1, 11):
        page.get_by_role("heading", name=re.compile(rf"Question {number} of 10")).wait_for()
        if page.locator("#options").is_visible():
            page.get_by_role("group", name="Options").get_by_role("button").first.click()
        else:
            say(page, "Lisbon")
    page.get_by_role("heading", name="Results").wait_for()
    say(page, "board")
    table = page.get_by_role("table")
    table.wait_for()
    assert re.match(r"The board this week: \d+ players?\.", table.locator("caption").inner_text())
    headers = [h.inner_text() for h in table.get_by_role("columnheader").all()]
    assert headers == ["Rank", "Player", "Points"]
    assert table.get_by_role("rowheader", name="Bo").count() == 1
    wait_for_log(page, r"You: rank \d+ of \d+")
    assert audit(page, "a board") == 0

    say(page, "stats")
    stats = page.get_by_role("table").nth(1)
    stats.wait_for()
    assert [h.inner_text() for h in stats.get_by_role("columnheader").all()] == ["Mode", "Category", "Games", "Right", "Best"]
    assert stats.get_by_role("rowheader", name="Classic").count() >= 1
    assert audit(page, "stats") == 0

    say(page, "profile")
    profile = page.get_by_role("table").nth(2)
    profile.wait_for()
    assert [h.inner_text() for h in profile.get_by_role("columnheader").all()] == ["Day", "Mode", "Category", "Result"]
    assert profile.get_by_role("row").count() == 2, "a header row and the one game"
    assert audit(page, "a profile") == 0
