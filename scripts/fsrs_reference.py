#!/usr/bin/env python3
"""Makes the FSRS-6 reference table that Earshot's Swift scheduler is tested against.

Usage: python3 scripts/fsrs_reference.py > Tests/Fixtures/fsrs-reference.json
Needs py-fsrs 6.x (`pip install fsrs`). The scheduler is py-fsrs's with default parameters,
desired retention 0.9, no learning or relearning steps and no fuzz, as Earshot schedules.
Each history is a list of [day, rating] (day 0 = 2026-01-01, rating 1 Again to 4 Easy); each
step records the card after that review: due day, stability and difficulty.
"""
import json, random, sys
from datetime import datetime, timedelta, timezone
import fsrs

assert fsrs.__name__ and fsrs.scheduler.DEFAULT_PARAMETERS, "py-fsrs missing"
from importlib.metadata import version
VERSION = version("fsrs")
assert VERSION.startswith("6."), f"py-fsrs 6.x needed, found {VERSION}"

scheduler = fsrs.Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)
EPOCH = datetime(2026, 1, 1, 12, 0, tzinfo=timezone.utc)

def play(history):
    card = fsrs.Card()
    steps = []
    for day, rating in history:
        card, _ = scheduler.review_card(card, fsrs.Rating(rating), EPOCH + timedelta(days=day))
        steps.append({
            "day": day, "rating": rating,
            "due": (card.due - EPOCH).days,
            "stability": card.stability, "difficulty": card.difficulty,
        })
    return steps

fixed = [
    [[0, 3]],
    [[0, 1]],
    [[0, 2]],
    [[0, 4]],
    [[0, 3], [3, 3], [13, 3], [50, 3], [170, 3]],
    [[0, 1], [1, 1], [2, 1], [3, 3], [5, 3]],
    [[0, 3], [0, 3], [0, 1], [1, 3]],
    [[0, 1], [0, 3], [1, 3], [4, 3]],
    [[0, 3], [30, 3], [31, 1], [32, 3], [40, 3]],
    [[0, 3], [1, 1], [400, 3], [401, 1]],
    [[0, 4], [20, 4], [100, 4], [500, 4]],
    [[0, 2], [2, 2], [6, 2], [15, 1], [16, 3]],
]
rng = random.Random(20261123)
generated = []
for _ in range(30):
    day, history = 0, []
    for _ in range(rng.randint(2, 9)):
        rating = rng.choice([1, 3, 3, 3]) if rng.random() < 0.9 else rng.choice([2, 4])
        history.append([day, rating])
        day += rng.choice([0, 1, 1, 2, 3, 5, 8, 13, 21, 40])
    generated.append(history)

table = {
    "generator": f"py-fsrs {VERSION}, scripts/fsrs_reference.py",
    "parameters": list(fsrs.scheduler.DEFAULT_PARAMETERS),
    "desiredRetention": 0.9,
    "histories": [play(h) for h in fixed + generated],
}
json.dump(table, sys.stdout, indent=1)
print()
