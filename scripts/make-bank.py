#!/usr/bin/env python3
"""Writes a deterministic Open Trivia Database JSON bank of N questions to standard output.

    scripts/make-bank.py 1000000 > /tmp/bank-1m.json   # about 235 MB

The same N always gives the same bytes. Questions are spread over 24 categories, three
difficulties and both kinds (about one in four is true or false), like the real database.
Generate into /tmp; never commit a generated bank.
"""
import json
import random
import sys

CATEGORIES = [
    "General Knowledge", "Entertainment: Books", "Entertainment: Film", "Entertainment: Music",
    "Entertainment: Musicals &amp; Theatres", "Entertainment: Television", "Entertainment: Video Games",
    "Entertainment: Board Games", "Science &amp; Nature", "Science: Computers", "Science: Mathematics",
    "Mythology", "Sports", "Geography", "History", "Politics", "Art", "Celebrities", "Animals",
    "Vehicles", "Entertainment: Comics", "Science: Gadgets", "Entertainment: Japanese Anime &amp; Manga",
    "Entertainment: Cartoon &amp; Animations",
]
WORDS = (
    "river mountain planet novel composer painter battle empire island element engine album "
    "festival language ocean desert capital bridge theory galaxy dynasty treaty station signal "
    "harbour canyon glacier volcano orchestra sculpture telescope cathedral railway satellite"
).split()
DIFFICULTIES = ["easy", "medium", "hard"]


def question(i: int, rng: random.Random) -> dict:
    category = CATEGORIES[rng.randrange(len(CATEGORIES))]
    difficulty = DIFFICULTIES[rng.randrange(3)]
    a, b, c = rng.choice(WORDS), rng.choice(WORDS), rng.choice(WORDS)
    if rng.randrange(4) == 0:
        return {
            "type": "boolean", "difficulty": difficulty, "category": category,
            "question": f"Question {i}: is the {a} of the {b} older than the {c}?",
            "correct_answer": rng.choice(["True", "False"]), "incorrect_answers": ["False"],
        }
    answers = [f"The {rng.choice(WORDS)} {i % 997 + k}" for k in range(4)]
    return {
        "type": "multiple", "difficulty": difficulty, "category": category,
        "question": f"Question {i}: which {a} is known for its {b} and its {c}?",
        "correct_answer": answers[0], "incorrect_answers": answers[1:],
    }


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    rng = random.Random(20261123)
    out = sys.stdout
    out.write('{"response_code":0,"results":[\n')
    for i in range(n):
        q = question(i, rng)
        if q["type"] == "boolean":
            q["incorrect_answers"] = ["False" if q["correct_answer"] == "True" else "True"]
        out.write(("," if i else "") + json.dumps(q, separators=(",", ":")) + "\n")
    out.write("]}\n")


if __name__ == "__main__":
    main()
