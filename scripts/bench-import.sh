#!/usr/bin/env bash
# Measures `earshot import` of a generated Open Trivia Database bank beside sqlite3's own
# `.import` of the same rows into a table with a unique hash index, in the same run.
#
#   scripts/bench-import.sh [N] [WORKDIR]      (N defaults to 1000000; release build needed)
#   RUNS=5 scripts/bench-import.sh 100000      (runs each import 5 times; default 3)
#
# Prints questions a second, the ratio to sqlite3 (the least time of each, over RUNS runs),
# and peak memory (from /usr/bin/time -v).
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

# The host's other work moves CPU times by a third from one run to the next, for sqlite3 as
# for earshot, so each is run RUNS times (default 3), alternately, and the least of each is
# compared: the least is the run the rest of the machine disturbed least.
RUNS=${RUNS:-3}
wall() { grep "Elapsed (wall clock)" "$1" | awk '{print $NF}' | awk -F: '{ if (NF == 3) print $1*3600 + $2*60 + $3; else print $1*60 + $2 }'; }
cpu() { echo "$(grep "User time" "$1" | awk '{print $NF}') + $(grep "System time" "$1" | awk '{print $NF}')" | bc; }
peak() { echo $(( $(grep "Maximum resident" "$1" | awk '{print $NF}') / 1024 )); }
least() { sort -g | head -1; }
: > "$DIR/runs.txt"
for run in $(seq 1 "$RUNS"); do
    rm -f "$DIR/baseline.sqlite"
    sqlite3 "$DIR/baseline.sqlite" "CREATE TABLE q (hash TEXT NOT NULL, category TEXT, kind TEXT, difficulty TEXT, text TEXT, answers TEXT, wrong TEXT); CREATE UNIQUE INDEX q_hash ON q(hash);"
    /usr/bin/time -v -o "$DIR/time-sqlite3.txt" sqlite3 "$DIR/baseline.sqlite" -cmd ".mode csv" ".import $CSV q"
    rm -f "$DIR/bank.sqlite"*
    "$BIN" modes --db "$DIR/bank.sqlite" --no-speech >/dev/null
    /usr/bin/time -v -o "$DIR/time.txt" "$BIN" import --db "$DIR/bank.sqlite" --no-speech "$JSON" > "$DIR/import-output.txt"
    [ "$run" = 1 ] && head -1 "$DIR/import-output.txt"
    echo "$(wall "$DIR/time-sqlite3.txt") $(cpu "$DIR/time-sqlite3.txt") $(wall "$DIR/time.txt") $(cpu "$DIR/time.txt") $(peak "$DIR/time.txt")" >> "$DIR/runs.txt"
done
base=$(awk '{print $1}' "$DIR/runs.txt" | least); basecpu=$(awk '{print $2}' "$DIR/runs.txt" | least)
ours=$(awk '{print $3}' "$DIR/runs.txt" | least); ourcpu=$(awk '{print $4}' "$DIR/runs.txt" | least)
ourpeak=$(awk '{print $5}' "$DIR/runs.txt" | sort -g | tail -1)
echo "questions:        $N ($(du -h "$JSON" | cut -f1)); load average $(cut -d' ' -f1 /proc/loadavg); least of $RUNS runs each"
echo "sqlite3 .import:  ${base} s wall, ${basecpu} s CPU, $(peak "$DIR/time-sqlite3.txt") MB peak"
echo "earshot import:   ${ours} s wall, ${ourcpu} s CPU, $(echo "$N / $ours" | bc) questions a second"
echo "ratio:            $(echo "scale=2; $ours / $base" | bc)x sqlite3 in wall time, $(echo "scale=2; $ourcpu / $basecpu" | bc)x in CPU time"
# Each run's own ratio compares two imports a few seconds apart, so a slow spell of the
# host's that lasts longer than one run moves both; their median is the steadiest figure.
median_ratio() { awk "{print \$$1 / \$$2}" "$DIR/runs.txt" | sort -g | awk '{a[NR]=$1} END {printf "%.2f", a[int((NR+1)/2)]}'; }
echo "median run ratio: $(median_ratio 3 1)x in wall time, $(median_ratio 4 2)x in CPU time (each run's earshot against its sqlite3)"
echo "peak memory:      ${ourpeak} MB"
echo "every run (sqlite3 wall, CPU; earshot wall, CPU, peak MB):"
sed 's/^/  /' "$DIR/runs.txt"
