#!/usr/bin/env bash
# Measures `earshot import` of a generated Open Trivia Database bank from a web address (a local
# `python3 -m http.server`) beside the same import from the file, so the difference is what the
# download costs. Each is run RUNS times into a fresh database; prints wall time and peak memory
# (from /usr/bin/time -v) of each run. See docs/import.md, "Downloads".
#
#   scripts/bench-url-import.sh [N] [RUNS] [WORKDIR]   (N = 1000000, RUNS = 3; release build needed)
#
# EARSHOT=path/to/earshot measures another binary. The generated files stay in WORKDIR (default
# /tmp/earshot-bench); never commit them.
set -euo pipefail
N=${1:-1000000}
RUNS=${2:-3}
DIR=${3:-/tmp/earshot-bench}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${EARSHOT:-$ROOT/.build/release/earshot}
mkdir -p "$DIR"
JSON="bank-$N.json"
[ -f "$DIR/$JSON" ] || python3 "$ROOT/scripts/make-import-bank.py" "$N" "$DIR/$JSON"

PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$PORT" --bind 127.0.0.1 --directory "$DIR" >"$DIR/http-server.log" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null' EXIT
for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$PORT/" && break; sleep 0.1; done

wall() { grep "Elapsed (wall clock)" "$1" | awk '{print $NF}' | awk -F: '{ if (NF == 3) print $1*3600 + $2*60 + $3; else print $1*60 + $2 }'; }
peak() { echo $(($(grep "Maximum resident" "$1" | awk '{print $NF}') / 1024)); }

echo "bank: $N questions ($(du -h "$DIR/$JSON" | cut -f1)); binary: $BIN; load average $(cut -d' ' -f1 /proc/loadavg)"
for source in "http://127.0.0.1:$PORT/$JSON" "$DIR/$JSON"; do
    for run in $(seq "$RUNS"); do
        rm -f "$DIR/url-bank.sqlite"*
        "$BIN" modes --db "$DIR/url-bank.sqlite" --no-speech >/dev/null
        /usr/bin/time -v -o "$DIR/url-time.txt" "$BIN" import --db "$DIR/url-bank.sqlite" --no-speech "$source" >"$DIR/url-output.txt"
        grep -q "^Imported" "$DIR/url-output.txt" || { cat "$DIR/url-output.txt"; exit 1; }
        echo "$source run $run: $(wall "$DIR/url-time.txt") s wall, $(peak "$DIR/url-time.txt") MB peak"
    done
done
rm -f "$DIR/url-bank.sqlite"*
