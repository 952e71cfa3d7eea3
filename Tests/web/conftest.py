"""The web page's tests: a real `earshot serve` on a free port, a real browser (Debian's
chromium through Playwright), axe-core for the audit. Run by `make test` (scripts/web-test.sh)."""

import os
import socket
import sqlite3
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("EARSHOT_BIN", ROOT / ".build/debug/earshot"))
CHROMIUM = os.environ.get("EARSHOT_CHROMIUM", "/usr/bin/chromium")
PASSWORD = "Tq8-vexal-Morn"

# A category of questions whose text is hostile: markup and script that must show as text.
HOSTILE_CSV = """question,answer,wrong1,wrong2,category,difficulty
"<img src=x onerror=""window.pwned='img'"">Which is the first letter?",A,B,C,Hostile,easy
"<script>window.pwned='script'</script>Which is the last letter?",Z,<b onmouseover="window.pwned='b'">Y</b>,X,Hostile,easy
"Which is a vowel? <a href=""javascript:window.pwned='a'"">link</a>",E,F,G,Hostile,easy
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`earshot serve` over an SQLite store of its own, with the hostile category imported."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.db = folder / "club.sqlite"
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ, HOME=str(folder), XDG_DATA_HOME=str(folder / "data"), NO_COLOR="1")
        self.env = env
        hostile = folder / "hostile.csv"
        hostile.write_text(HOSTILE_CSV)
        subprocess.run(
            [str(BINARY), "import", str(hostile), "--db", str(self.db)],
            env=env, check=True, timeout=120, capture_output=True)
        self.log = open(folder / "serve.log", "w")
        self.process = subprocess.Popen(
            [str(BINARY), "serve", "--listen", f"127.0.0.1:{self.port}", "--db", str(self.db)],
            env=env, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"{self.url}/health", timeout=2) as reply:
                    if reply.status == 200:
                        break
            except OSError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"earshot serve did not start: {(folder / 'serve.log').read_text()}")
            time.sleep(0.2)

    def answers_of(self, name: str) -> int:
        with sqlite3.connect(self.db, timeout=10) as db:
            return db.execute(
                "SELECT count(*) FROM answer JOIN game ON game.id = answer.gameID "
                "JOIN player ON player.id = game.playerID WHERE player.name = ?", (name,)).fetchone()[0]

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()


@pytest.fixture(scope="session")
def server():
    with tempfile.TemporaryDirectory(prefix="earshot-web-") as folder:
        running = Server(Path(folder))
        yield running
        running.stop()


@pytest.fixture
def fresh_server():
    """A server of a test's own, whose first account is the club's admin."""
    with tempfile.TemporaryDirectory(prefix="earshot-web-") as folder:
        running = Server(Path(folder))
        yield running
        running.stop()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield launched
        launched.close()


@pytest.fixture
def page(browser):
    context = browser.new_context()
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.set_default_timeout(20_000)
    yield page
    context.close()
