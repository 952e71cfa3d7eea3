#!/usr/bin/env python3
"""Stricter check for the packs in other languages (zh, ms, ta), beyond check_pack.py:
NFC text, a `language` field after `name`, category ids prefixed by the language, at least 10
questions a category, 2 to 4 list questions, options neither equal nor prefixes of each other
(a prefix is enough to pick an option), no option that is only a number word unless every
option is a number, no markup or emoji, and no Latin letters in Chinese or Tamil text.
Usage: python3 plugins/packs/tools/check_language_pack.py plugins/packs/questions/{zh,ms,ta}-general.json"""
import json, sys, unicodedata, re, collections
NUMWORDS = {"zh": set("一二三四五六七八九十两") | {"十一","十二"}, "ms": {"satu","dua","tiga","empat","lima","enam"},
            "ta": {"ஒன்று","இரண்டு","மூன்று","நான்கு","ஐந்து","ஆறு"}}
def norm(s): return re.sub(r"[\W_]+", " ", unicodedata.normalize("NFC", s).lower()).strip()
def isnum(s): return re.fullmatch(r"\d+(年)?", s.strip()) is not None
errors = []
alltexts = collections.Counter()
for path in sys.argv[1:]:
    raw = open(path, encoding="utf-8").read()
    if unicodedata.normalize("NFC", raw) != raw: errors.append(f"{path}: not NFC")
    p = json.loads(raw)
    keys = list(p.keys())
    assert keys[:5] == ["format","id","name","language","categories"], keys
    lang = p["language"]
    cats = {c["id"]: c for c in p["categories"]}
    assert 2 <= len(cats) <= 4, path
    for cid in cats: assert re.fullmatch(r"[a-z0-9-]+", cid) and cid.startswith(lang + "-"), cid
    percat = collections.Counter(); kinds = collections.Counter(); diffs = collections.Counter()
    for i, q in enumerate(p["questions"], 1):
        where = f"{path} q{i}"
        for f in ["category","kind","difficulty","text"]:
            if not q.get(f) and q.get(f) is not False: errors.append(f"{where}: missing {f}")
        if q["category"] not in cats: errors.append(f"{where}: unknown category")
        if q["difficulty"] not in ("easy","medium","hard"): errors.append(f"{where}: difficulty")
        k = q["kind"]; kinds[k] += 1; percat[q["category"]] += 1; diffs[q["difficulty"]] += 1
        alltexts[norm(q["text"])] += 1
        strings = [q["text"], q.get("explanation","")]
        if k == "choice":
            opts = [q["answer"]] + q["wrong"]
            if len(q["wrong"]) != 3: errors.append(f"{where}: wrong != 3")
            n = [norm(o) for o in opts]
            if len(set(n)) != 4: errors.append(f"{where}: duplicate options {opts}")
            for a in n:
                for b in n:
                    if a != b and b.startswith(a): errors.append(f"{where}: option prefix {a!r} of {b!r}")
            numeric = all(isnum(o) for o in opts)
            if not numeric:
                for o in opts:
                    if isnum(o) or o.strip().lower() in NUMWORDS[lang]: errors.append(f"{where}: number-like option {o}")
            strings += opts
        elif k == "truefalse":
            if not isinstance(q["answer"], bool): errors.append(f"{where}: tf answer")
        elif k in ("typed","list"):
            a = q["answers"]
            if not a or any(not x.strip() for x in a): errors.append(f"{where}: empty answers")
            if k == "list" and len(a) < 2: errors.append(f"{where}: list < 2")
            if len(set(map(norm, a))) != len(a): errors.append(f"{where}: duplicate answers")
            strings += a
        else: errors.append(f"{where}: kind {k}")
        for s in strings:
            if re.search(r"[<>*_#`\[\]{}|\\~^\"“”《》]", s) or re.search(r"[\U0001F000-\U0001FFFF\u2600-\u27BF]", s):
                errors.append(f"{where}: odd char in {s!r}")
            if lang in ("zh","ta") and re.search(r"[A-Za-z]", s): errors.append(f"{where}: latin in {s!r}")
    lists = kinds["list"]
    if not 2 <= lists <= 4: errors.append(f"{path}: {lists} list questions")
    if len(p["questions"]) < 45: errors.append(f"{path}: only {len(p['questions'])}")
    for c, n in percat.items():
        if n < 10: errors.append(f"{path}: {c} has {n}")
    for c in cats:
        if c not in percat: errors.append(f"{path}: empty category {c}")
    percatkind = collections.Counter((q["category"], q["kind"]) for q in p["questions"])
    print(path, lang, "total", len(p["questions"]))
    print("  per category:", dict(percat))
    print("  per kind:", dict(kinds))
    print("  per difficulty:", dict(diffs))
for t, n in alltexts.items():
    if n > 1: errors.append(f"duplicate question text: {t}")
print("\n".join(errors) or "all checks passed")
sys.exit(1 if errors else 0)
