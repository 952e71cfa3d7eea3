"""Several servers on one PostgreSQL behind nginx (scripts/cluster.sh), and their faults: a server
killed mid-game, PostgreSQL killed mid-game, a server that starts while others play. Each
checks that every answer that got a verdict is in the store."""

import os
import re
import signal
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

from conftest import BINARY, ROOT, free_port
from wire import WireClient, shown

CLUSTER = ROOT / "scripts/cluster.sh"


class Cluster:
    def __init__(self, folder: Path, servers: int):
        self.folder = folder
        out = subprocess.run(
            [str(CLUSTER), "start", str(folder), str(servers)], env=dict(os.environ, EARSHOT_BIN=str(BINARY)),
            check=True, capture_output=True, text=True, timeout=300).stdout
        self.front = int(re.search(r"NGINX=(\d+)", out).group(1))
        self.servers = {int(port): int(pid) for pid, port in re.findall(r"SERVER\d+=(\d+):(\d+)", out)}

    def sql(self, query: str) -> str:
        command = ["psql", "-h", str(self.folder / "pg"), "-U", "postgres", "-d", "earshot", "-Atc", query]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--"] + command
        return subprocess.run(command, check=True, capture_output=True, text=True, timeout=60).stdout.strip()

    def stored_answers(self, name: str) -> int:
        return int(self.sql(
            "SELECT count(*) FROM answer a JOIN game g ON g.id = a.game_id JOIN player p ON p.id = g.player_id "
            f"WHERE p.name = '{name}'"))

    def servers_with_players(self, skip=()) -> list:
        """The ports of the servers that have a player logged in now (their /metrics)."""
        found = []
        for port in self.servers:
            if port in skip:
                continue
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as reply:
                text = reply.read().decode()
            if re.search(r"^earshot_players_connected [1-9]", text, re.M):
                found.append(port)
        return found

    def postgres(self, action: str):
        pg = sorted(Path("/usr/lib/postgresql").glob("*/bin"))[-1]
        command = [str(pg / "pg_ctl"), "-D", str(self.folder / "pg/data"), "-w", "-t", "60"]
        options = f"-p 5432 -k {self.folder / 'pg'} -c listen_addresses='' -c fsync=off -c max_connections=300"
        command += ["-m", "immediate", "stop"] if action == "kill" else ["-l", str(self.folder / "pg/log"), "-o", options, "start"]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--"] + command
        subprocess.run(command, check=True, capture_output=True, timeout=90)

    def stop(self):
        subprocess.run([str(CLUSTER), "stop", str(self.folder)], timeout=120)


@pytest.fixture
def cluster():
    folder = Path(tempfile.mkdtemp(prefix="earshot-cluster-"))
    folder.rmdir()
    running = Cluster(folder, 3)
    yield running
    running.stop()


def reply_to(messages: list) -> str:
    """The open question's first option's label, or a word for a question to type."""
    asked = shown(messages, "asked")[-1]
    return asked.get("labels", ["Lisbon"])[0] if asked.get("options") else "Lisbon"


def answer(client: WireClient, messages: list) -> list:
    """Answers the open question (``reply_to``), returns what followed."""
    return client.line(reply_to(messages))


def verdicts(messages: list) -> int:
    return len(shown(messages, "judged")) + len(shown(messages, "timeUp"))


def test_a_server_killed_mid_game_loses_no_answer_and_its_players_come_back_through_nginx(cluster):
    kim = WireClient(cluster.front, "Kim")
    kim.until_prompt()
    got = kim.line("play classic geography 10")
    judged = 0
    for _ in range(3):
        got = answer(kim, got)
        judged += verdicts(got)
    assert judged == 3
    [port] = cluster.servers_with_players()
    os.kill(cluster.servers[port], signal.SIGKILL)
    with pytest.raises((EOFError, ConnectionError, OSError)):
        while True:
            kim.next()
    assert cluster.stored_answers("Kim") == judged, "every answer that got a verdict is stored"

    # Kim connects again, through nginx, and lands on a server that is alive.
    again = WireClient(cluster.front, "Kim")
    again.until_prompt()
    assert shown(again.received, "welcome")
    assert len(cluster.servers_with_players(skip=[port])) == 1, "on one of the servers still alive"
    got = again.line("play classic geography 2")
    got = answer(again, got)
    assert verdicts(got) == 1
    assert cluster.stored_answers("Kim") == judged + 1
    again.close()


def test_postgresql_killed_mid_game_and_started_again_loses_nothing_acknowledged(cluster):
    lee = WireClient(cluster.front, "Lee")
    lee.until_prompt()
    got = lee.line("play classic geography 10")
    got = answer(lee, got)
    judged = verdicts(got)
    cluster.postgres("kill")
    # The next answer waits for the store; PostgreSQL comes back within its time limit.
    lee.send({"type": "line", "text": reply_to(got)})
    time.sleep(2)
    cluster.postgres("start")
    got = lee.until_prompt()
    judged += verdicts(got)
    errors = shown(got, "error")
    assert judged == 2 or errors, f"a verdict, or an error said in words: {got}"
    deadline = time.monotonic() + 20
    while cluster.stored_answers("Lee") != judged:
        assert time.monotonic() < deadline, f"{cluster.stored_answers('Lee')} stored, {judged} acknowledged"
        time.sleep(0.2)
    lee.close()


def test_a_server_that_starts_while_others_play_leaves_their_games_alone(cluster):
    may = WireClient(cluster.front, "May")
    may.until_prompt()
    got = may.line("play classic geography 4")
    got = answer(may, got)
    judged = verdicts(got)
    # A fourth server starts on the same store, as `scripts/cluster.sh` starts each.
    home = cluster.folder / "server4"
    home.mkdir()
    port = free_port()
    late = subprocess.Popen(
        [str(BINARY), "serve", "--listen", f"127.0.0.1:{port}", "--shared-store", "--db",
         f"postgres://postgres@/earshot?host={cluster.folder / 'pg'}"],
        env=dict(os.environ, HOME=str(home)), stdout=open(home / "log", "w"), stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/ready", timeout=2)
                break
            except OSError:
                assert time.monotonic() < deadline and late.poll() is None, (home / "log").read_text()
                time.sleep(0.2)
        # May's game goes on where it was.
        got = answer(may, got)
        judged += verdicts(got)
        assert judged == 2
        assert cluster.sql("SELECT count(*) FROM game g JOIN player p ON p.id = g.player_id "
                           "WHERE p.name = 'May' AND g.outcome = 'playing'") == "1"
        assert cluster.stored_answers("May") == 2
    finally:
        late.terminate()
        late.wait(timeout=20)
    may.close()
