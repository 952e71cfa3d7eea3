#!/usr/bin/env bash
# Measures `earshot import` of a generated Open Trivia Database bank beside sqlite3's own
# `.import` of the same rows into a table with a unique hash index, in the same run.
#
#   scripts/bench-import.sh [N] [WORKDIR]      (N defaults to 1000000; release build needed)
#
# Prints questions a second, the ratio to sqlite3, and peak memory (from /usr/bin/time -v).
# The generated files stay in WORKDIR (default /tmp/earshot-bench); never commit them.
set -euo pipefail
N=${1:-1000000}
DIR=${2:-/tmp/earshot-bench}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${EARSHOT:-$ROOT/.build/release/earshot}
mkdir -p "$DIR"
JSON="$DIR/bank-$N.json"
CSV="$DIR/bank-$N.csv"
[ -f "$JSON" ] && [ -f "$CSV" ] || python3 "$ROOT/scripts/make-import-bank.py" "$N" "$JSON" --csv "$CSV"

rm -f "$DIR/baseline.sqlite"
sqlite3 "$DIR/baseline.sqlite" "CREATE TABLE q (hash TEXT NOT NULL, category TEXT, kind TEXT, difficulty TEXT, text TEXT, answers TEXT, wrong TEXT); CREATE UNIQUE INDEX q_hash ON q(hash);"
/usr/bin/time -v -o "$DIR/time-sqlite3.txt" sqlite3 "$DIR/baseline.sqlite" -cmd ".mode csv" ".import $CSV q"

rm -f "$DIR/bank.sqlite"*
"$BIN" modes --db "$DIR/bank.sqlite" --no-speech >/dev/null
/usr/bin/time -v -o "$DIR/time.txt" "$BIN" import --db "$DIR/bank.sqlite" --no-speech "$JSON" > "$DIR/import-output.txt"; head -1 "$DIR/import-output.txt"
wall() { grep "Elapsed (wall clock)" "$1" | awk '{print $NF}' | awk -F: '{ if (NF == 3) print $1*3600 + $2*60 + $3; else print $1*60 + $2 }'; }
cpu() { echo "$(grep "User time" "$1" | awk '{print $NF}') + $(grep "System time" "$1" | awk '{print $NF}')" | bc; }
peak() { echo $(( $(grep "Maximum resident" "$1" | awk '{print $NF}') / 1024 )); }
base=$(wall "$DIR/time-sqlite3.txt"); basecpu=$(cpu "$DIR/time-sqlite3.txt")
ours=$(wall "$DIR/time.txt"); ourcpu=$(cpu "$DIR/time.txt")
echo "questions:        $N ($(du -h "$JSON" | cut -f1)); load average $(cut -d' ' -f1 /proc/loadavg)"
echo "sqlite3 .import:  ${base} s wall, ${basecpu} s CPU, $(peak "$DIR/time-sqlite3.txt") MB peak"
echo "earshot import:   ${ours} s wall, ${ourcpu} s CPU, $(echo "$N / $ours" | bc) questions a second"
echo "ratio:            $(echo "scale=2; $ours / $base" | bc)x sqlite3 in wall time, $(echo "scale=2; $ourcpu / $basecpu" | bc)x in CPU time"
echo "peak memory:      $(peak "$DIR/time.txt") MB"
