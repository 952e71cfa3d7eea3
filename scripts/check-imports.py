#!/usr/bin/env python3
"""Checks that every import of one of the package's own targets is declared in Package.swift,
and that the targets kept apart stay apart (the club server never reaches libedit).

Run from the package root: python3 scripts/check-imports.py
Prints each undeclared import as "target: imports X without declaring it", and each forbidden
dependency with the path that reaches it, and exits 1 if any.
"""
import json
import os
import re
import subprocess
import sys

dump = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
targets = {t["name"]: t for t in dump["targets"]}
problems = []
for name, t in targets.items():
    default = {"test": "Tests", "system": "Sources"}.get(t["type"], "Sources")
    path = t.get("path") or os.path.join(default, name)
    declared = set()
    for d in t.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in d:
                declared.add(d[kind][0])
    for root, _, files in os.walk(path):
        for f in files:
            if not f.endswith(".swift"):
                continue
            text = open(os.path.join(root, f), encoding="utf-8").read()
            for m in re.finditer(r"^(?:@testable\s+)?import\s+(\w+)", text, re.M):
                module = m.group(1)
                if module in targets and module != name and module not in declared:
                    problems.append(f"{name}: {os.path.join(root, f)} imports {module} without declaring it")

# Targets that must not reach another, however indirectly: only the `earshot` program links the
# line editor (libedit), never the app or the club server.
APART = {"EarshotApp": ["CEditLine", "EarshotLineEditor"], "EarshotServer": ["CEditLine", "EarshotLineEditor"]}


def path_to(start, goal):
    """The chain of target dependencies from start to goal, or None."""
    seen, stack = set(), [[start]]
    while stack:
        chain = stack.pop()
        name = chain[-1]
        if name == goal:
            return chain
        if name in seen or name not in targets:
            continue
        seen.add(name)
        for d in targets[name].get("dependencies", []):
            for kind in ("byName", "target"):
                if kind in d:
                    stack.append(chain + [d[kind][0]])
    return None


for start, goals in APART.items():
    for goal in goals:
        chain = path_to(start, goal)
        if chain:
            problems.append(f"{start} must not depend on {goal}, but does: {' -> '.join(chain)}")
for p in sorted(set(problems)):
    print(p)
if problems:
    sys.exit(1)
print("Every import between targets is declared, and the server does not reach libedit.")
