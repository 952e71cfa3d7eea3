#!/usr/bin/env python3
"""Quick structural check of Earshot pack files (the real validation is in Swift).
Usage: python3 plugins/packs/tools/check_pack.py plugins/packs/questions/*.json"""
import json, sys, collections
ok = True
total = collections.Counter()
for path in sys.argv[1:]:
    pack = json.load(open(path, encoding="utf-8"))
    cats = {c["id"] for c in pack["categories"]}
    seen = set()
    kinds = collections.Counter(); diffs = collections.Counter()
    for i, q in enumerate(pack["questions"], 1):
        def bad(msg):
            global ok; ok = False; print(f"{path}, question {i}: {msg}")
        if q.get("category") not in cats: bad("unknown category")
        if q.get("difficulty") not in ("easy", "medium", "hard"): bad("bad difficulty")
        t = q.get("text", "").strip()
        if not t: bad("empty text")
        if t.lower() in seen: bad("duplicate text")
        seen.add(t.lower())
        k = q.get("kind"); kinds[k] += 1; diffs[q.get("difficulty")] += 1
        if k == "choice":
            opts = [q.get("answer", "")] + q.get("wrong", [])
            if len(q.get("wrong", [])) != 3: bad("built-in choice needs exactly 3 wrong")
            if len({o.strip().lower() for o in opts}) != len(opts) or any(not o.strip() for o in opts): bad("duplicate or empty option")
        elif k == "truefalse":
            if not isinstance(q.get("answer"), bool): bad("answer must be true/false")
        elif k in ("typed", "list"):
            a = q.get("answers", [])
            if not a or any(not isinstance(x, str) or not x.strip() for x in a): bad("answers missing/empty")
            if k == "list" and len(a) < 2: bad("list needs 2+")
        else: bad(f"unknown kind {k}")
    n = len(pack["questions"]); total["questions"] += n
    for k, v in kinds.items(): total[k] += v
    print(f"{path}: {n} questions, kinds {dict(kinds)}, difficulty {dict(diffs)}")
print("TOTAL", dict(total))
sys.exit(0 if ok else 1)
