#!/usr/bin/env python3
"""Writes a deterministic bank of N Open Trivia Database questions, for import benchmarks.

    scripts/make-import-bank.py N OUT.json [--csv OUT.csv]

The same N always gives the same bytes (1,000,000 questions are about 235 MB). With --csv it
also writes the same rows as CSV (hash, category, kind, difficulty, text, answers, wrong), for
the sqlite3 `.import` baseline. Never commit the generated files.
"""
import hashlib
import json
import random
import sys

CATEGORIES = [
    "General Knowledge", "Entertainment: Books", "Entertainment: Film", "Entertainment: Music",
    "Science & Nature", "Science: Computers", "Mythology", "Sports", "Geography", "History",
    "Politics", "Art", "Celebrities", "Animals", "Vehicles",
]
WORDS = ("alpha bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november "
         "oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu river mountain "
         "castle engine planet garden silver winter summer harbour lantern meadow").split()


def sentence(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n))


def question(rng, i):
    category = CATEGORIES[i % len(CATEGORIES)]
    difficulty = ("easy", "medium", "hard")[rng.randrange(3)]
    if rng.random() < 0.25:
        return {"type": "boolean", "difficulty": difficulty, "category": category,
                "question": f"Is {sentence(rng, 6)} number {i} &quot;true&quot;?",
                "correct_answer": rng.choice(["True", "False"]), "incorrect_answers": ["False"]}
    words = rng.sample(WORDS, 4)
    return {"type": "multiple", "difficulty": difficulty, "category": category,
            "question": f"Which {sentence(rng, 7)} goes with item {i}?",
            "correct_answer": f"{words[0]} {i}", "incorrect_answers": [f"{w} {i}" for w in words[1:]]}


def main():
    n = int(sys.argv[1])
    out = sys.argv[2]
    csv_path = sys.argv[4] if len(sys.argv) > 4 and sys.argv[3] == "--csv" else None
    rng = random.Random(12)
    csv_file = open(csv_path, "w", newline="") if csv_path else None
    import csv
    writer = csv.writer(csv_file) if csv_file else None
    with open(out, "w") as f:
        f.write('{"response_code":0,"results":[\n')
        for i in range(n):
            q = question(rng, i)
            if q["type"] == "boolean":
                q["incorrect_answers"] = ["False" if q["correct_answer"] == "True" else "True"]
            f.write(json.dumps(q, separators=(",", ":")))
            f.write(",\n" if i + 1 < n else "\n")
            if writer:
                h = hashlib.sha256(json.dumps(q, sort_keys=True).encode()).hexdigest()
                writer.writerow([h, q["category"], q["type"], q["difficulty"], q["question"],
                                 json.dumps([q["correct_answer"]]), json.dumps(q["incorrect_answers"])])
        f.write("]}\n")
    if csv_file:
        csv_file.close()


if __name__ == "__main__":
    main()
