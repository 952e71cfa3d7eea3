#!/usr/bin/env python3
"""Counts the SQL statements the SQLite and PostgreSQL stores have in common.

Reads the string literals that begin like SQL in the SQLite store (Sources/EarshotStore and the
rooms' *Store+SQLite.swift) and the PostgreSQL store (Sources/EarshotPostgres and the rooms'
*Store+Postgres.swift). Prints how many statements each has, how many are the same text, and
how many would be the same with camelCase column names written in snake_case and every
placeholder (?, $1, a Swift interpolation) alike. Run from the package root.
"""
import glob
import re
import sys


def statements(files):
    found = []
    for path in files:
        text = open(path, encoding="utf-8").read()
        for m in re.finditer(r'"""(.*?)"""|"((?:[^"\\\n]|\\.)*)"', text, re.S):
            sql = m.group(1) if m.group(1) is not None else m.group(2)
            if re.match(r"\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP)\b", sql, re.I):
                found.append((path, sql))
    return found


def normalized(sql):
    sql = re.sub(r"\\\([^)]*(\([^)]*\))?[^)]*\)", "?", sql)
    sql = re.sub(r"\$\d+", "?", sql)
    sql = re.sub(r"([a-z])([A-Z])", lambda m: m.group(1) + "_" + m.group(2).lower(), sql)
    sql = re.sub(r"\s+", " ", sql).strip().lower()
    return sql.replace(" collate nocase", "")


def main():
    sqlite = statements(glob.glob("Sources/EarshotApp/Features/*/*+SQLite.swift") + glob.glob("Sources/EarshotStore/*.swift"))
    postgres = statements(glob.glob("Sources/EarshotApp/Features/*/*+Postgres.swift") + glob.glob("Sources/EarshotPostgres/*.swift"))
    same_text = {s for _, s in sqlite} & {s for _, s in postgres}
    alike = {normalized(s) for _, s in sqlite} & {normalized(s) for _, s in postgres}
    print(f"SQLite statements: {len(sqlite)}; PostgreSQL statements: {len(postgres)}")
    print(f"the same text: {len(same_text)}")
    print(f"the same with one spelling of column names and placeholders: {len(alike)}")
    if "-v" in sys.argv:
        for sql in sorted(alike):
            print("  " + sql)


if __name__ == "__main__":
    main()
