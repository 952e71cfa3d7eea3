"""Earshot's own voice on the page: off unless chosen; when chosen, each line is said by the
server's espeak-ng into a WAV file the page plays, in the session's language."""

import re
import struct
import time
import urllib.request

from helpers import log_in, say, wait_for_log


def last_audio(page) -> str | None:
    """The path of the last audio the page was sent (the page keeps it on the checkbox)."""
    return page.get_attribute("#voice", "data-last-audio")


def wait_for_audio(page, after: str | None = None, timeout: float = 20) -> str:
    deadline = time.monotonic() + timeout
    while last_audio(page) in (None, after):
        assert time.monotonic() < deadline, "no audio came"
        time.sleep(0.1)
    return last_audio(page)


def loudness(wav: bytes) -> int:
    """The largest sample of a 16-bit mono WAV file."""
    assert wav[:4] == b"RIFF" and wav[8:12] == b"WAVE", wav[:16]
    data = wav[44:]
    samples = struct.unpack(f"<{len(data) // 2}h", data[: len(data) // 2 * 2])
    return max(abs(s) for s in samples)


def test_the_voice_is_off_unless_chosen_and_then_speaks_each_line(page, server):
    log_in(page, server, "Vic")
    say(page, "play classic geography")
    page.get_by_role("heading", name=re.compile(r"Question 1 of 10")).wait_for()
    time.sleep(1)
    assert last_audio(page) is None, "off unless chosen"

    voice = page.get_by_role("checkbox", name="Earshot's voice")
    assert not voice.is_checked()
    voice.check()
    page.get_by_role("textbox", name="Your answer or command").focus()
    say(page, "repeat")
    path = wait_for_audio(page)
    assert re.fullmatch(r"/speech/[0-9a-f]{32}\.wav", path)
    with urllib.request.urlopen(server.url + path) as reply:
        assert reply.headers["Content-Type"] == "audio/wav"
        wav = reply.read()
    assert len(wav) > 20_000 and loudness(wav) > 1000, "speech, not silence"
    # A name nobody was given is not found, and nothing else on the server is reachable.
    for other in ["/speech/00000000000000000000000000000000.wav", "/speech/..%2F..%2Fetc%2Fpasswd", "/speech/x"]:
        try:
            urllib.request.urlopen(server.url + other)
            raise AssertionError(f"{other} was served")
        except urllib.error.HTTPError as error:
            assert error.code == 404

    # Off again: nothing more is said.
    voice.uncheck()
    time.sleep(0.5)
    before = last_audio(page)
    page.get_by_role("textbox", name="Your answer or command").focus()
    say(page, "repeat")
    wait_for_log(page, r"Question 1 of 10[\s\S]*Question 1 of 10[\s\S]*Question 1 of 10")
    time.sleep(1)
    assert last_audio(page) == before
    assert page.errors == []


def test_a_chinese_session_is_spoken_in_chinese(page, server):
    log_in(page, server, "Lin", language="zh")
    page.get_by_role("checkbox", name="Earshot 的声音").check()
    page.locator("#answer").focus()
    say(page, "help")
    path = wait_for_audio(page)
    assert page.locator("#log p[lang=zh]").count() > 0
    with urllib.request.urlopen(server.url + path) as reply:
        assert loudness(reply.read()) > 1000
