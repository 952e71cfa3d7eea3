#!/usr/bin/env python3
"""Kill test: SIGKILL the built earshot binary at random points of scripted games, then check
that no acknowledged answer was lost and that the database is intact.

    scripts/kill-test.py --binary .build/release/earshot --kills 60

Each trial starts `earshot play` with piped, fast input (answers written as fast as the game
reads them), kills it with SIGKILL after a random delay, and reads what it printed before
dying. An answer is acknowledged when its feedback line ("Correct!" or "Not quite.") was
printed. The stored answer rows of that trial's game must number at least the acknowledged
ones. At the end, a normal start must close every game left playing, `earshot doctor` must
report a healthy file, and every finished game's score must equal the sum of its answers.
Prints a summary (and JSON with --json); exits 1 when an answer was lost or a check failed.
Uses only the Python standard library.
"""
import argparse
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time

FEEDBACK = ("Correct", "Not quite")


def reader(stream, lines):
    for raw in iter(stream.readline, b""):
        lines.append(raw.decode("utf-8", "replace"))


def max_game(db):
    if not os.path.exists(db):
        return 0
    with sqlite3.connect(db) as c:
        try:
            return c.execute("SELECT COALESCE(MAX(id), 0) FROM game").fetchone()[0]
        except sqlite3.OperationalError:
            return 0


def stored_answers(db, after_game):
    with sqlite3.connect(db) as c:
        return c.execute(
            "SELECT COUNT(*) FROM answer WHERE gameID > ? AND status = 'answered'", (after_game,)
        ).fetchone()[0]


def trial(binary, db, rng, env, max_delay, count=None, min_delay=0.0):
    before = max_game(db)
    seed = rng.randrange(1, 1 << 30)
    count = count or rng.choice([10, 20, 30])
    args = [binary, "play", "--db", db, "--player", "Killer", "--new-player", "--no-speech", "--count", str(count), "--seed", str(seed)]
    proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    lines = []
    t = threading.Thread(target=reader, args=(proc.stdout, lines), daemon=True)
    t.start()
    # Fast input: "1" answers a choice question, "true" a true-or-false one; a line that fits
    # neither is asked again, so alternating the two always moves the game on.
    # The input ends after plenty of lines, so a game that somehow needs more ends early
    # instead of waiting.
    script = "".join("1\ntrue\n" for _ in range(count * 3)).encode()
    try:
        proc.stdin.write(script)
        proc.stdin.close()
    except BrokenPipeError:
        pass
    killed = False
    try:
        proc.wait(timeout=rng.uniform(min_delay, max_delay))
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGKILL)
        killed = True
        proc.wait()
    t.join(timeout=5)
    acknowledged = sum(1 for line in lines if line.startswith(FEEDBACK))
    stored = stored_answers(db, before) if os.path.exists(db) else 0
    return {"killed": killed, "acknowledged": acknowledged, "stored": stored, "lost": max(0, acknowledged - stored)}


def final_checks(binary, db, env):
    problems = []
    start = subprocess.run([binary, "modes", "--db", db, "--no-speech"], capture_output=True, env=env, timeout=120)
    if start.returncode != 0:
        problems.append(f"a normal start failed: {start.stderr.decode(errors='replace')[:300]}")
    with sqlite3.connect(db) as c:
        playing = c.execute("SELECT COUNT(*) FROM game WHERE outcome = 'playing'").fetchone()[0]
        if playing:
            problems.append(f"{playing} games still marked playing after a normal start")
        bad = c.execute(
            "SELECT COUNT(*) FROM game g WHERE outcome = 'completed' AND score != "
            "(SELECT COALESCE(SUM(points), 0) FROM answer WHERE gameID = g.id)"
        ).fetchone()[0]
        if bad:
            problems.append(f"{bad} completed games whose score is not the sum of their answers")
        integrity = c.execute("PRAGMA integrity_check").fetchall()
        if integrity != [("ok",)]:
            problems.append(f"integrity check: {integrity[:3]}")
        games = c.execute("SELECT outcome, COUNT(*) FROM game GROUP BY outcome").fetchall()
        answers = c.execute("SELECT COUNT(*) FROM answer").fetchone()[0]
    doctor = subprocess.run([binary, "doctor", "--db", db], capture_output=True, env=env, timeout=300)
    if doctor.returncode != 0:
        problems.append("earshot doctor: " + doctor.stdout.decode(errors="replace")[-500:])
    return problems, dict(games), answers


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/earshot")
    parser.add_argument("--kills", type=int, default=60, help="how many trials end in SIGKILL (default 60)")
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--max-delay", type=float, default=None, help="seconds; default: measured from one full game")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    rng = random.Random(options.seed)
    with tempfile.TemporaryDirectory(prefix="earshot-kill-") as home:
        env = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, "data"), EARSHOT_SPEECH="off")
        db = os.path.join(home, "kill.sqlite")
        # Two full games first: the first sets up the bank, the second measures how long a
        # game takes, so that most trials end in a kill somewhere inside a game.
        full = trial(binary, db, random.Random(1), env, max_delay=300)
        began = time.monotonic()
        trial(binary, db, random.Random(2), env, max_delay=300, count=20)
        game_time = time.monotonic() - began
        began = time.monotonic()
        subprocess.run([binary, "modes", "--db", db, "--no-speech"], capture_output=True, env=env, timeout=120)
        start_time = time.monotonic() - began
        max_delay = options.max_delay or max(0.05, game_time * 0.9)
        min_delay = min(start_time, max_delay / 2)
        trials, kills, acknowledged, stored, lost, losses = 0, 0, 0, 0, 0, []
        while kills < options.kills and trials < options.kills * 4:
            result = trial(binary, db, rng, env, max_delay, min_delay=min_delay)
            trials += 1
            kills += result["killed"]
            acknowledged += result["acknowledged"]
            stored += result["stored"]
            lost += result["lost"]
            if result["lost"]:
                losses.append(result)
            if not result["killed"]:
                # The game ended before its kill: the machine got quicker than when the game
                # was timed (a busy test run), so later kills come sooner.
                max_delay = max(0.05, max_delay * 0.7)
                min_delay = min(min_delay, max_delay / 2)
        problems, games, answers = final_checks(binary, db, env)
    summary = {
        "trials": trials, "kills": kills, "acknowledged": acknowledged, "stored": stored, "lost": lost,
        "game_seconds": round(game_time, 3), "min_delay": round(min_delay, 3), "max_delay": round(max_delay, 3),
        "first_game_acknowledged": full["acknowledged"], "games": games, "answer_rows": answers,
        "problems": problems, "losses": losses[:5],
    }
    if options.json:
        print(json.dumps(summary))
    else:
        print(
            f"{kills} SIGKILLs in {trials} trials (random delay {min_delay:.2f} to {max_delay:.2f} s); "
            f"{acknowledged} answers acknowledged, {stored} stored, {lost} lost."
        )
        print(f"Games by outcome after the next start: {games}; {answers} answer rows.")
        for p in problems:
            print("PROBLEM:", p)
    sys.exit(1 if lost or problems or kills < options.kills else 0)


if __name__ == "__main__":
    main()
