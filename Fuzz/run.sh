#!/usr/bin/env bash
# Builds and runs one libFuzzer harness.
#   Fuzz/run.sh NAME SECONDS        fuzz NAME for SECONDS (0: only run the seed corpus once)
#   FUZZ_RUNS=1000000 Fuzz/run.sh NAME SECONDS   stop after that many executions (or SECONDS)
# NAME: command, answer, wire, import-earshot, import-opentdb, import-gift, import-aiken,
#       import-csv, import-opentriviaqa, import-detect.
# The seed corpus (Fuzz/seeds/NAME) is committed and never written; inputs libFuzzer finds go to
# Fuzz/build/corpus/NAME, crashes to Fuzz/build/crashes/. A dictionary of the format's words
# (Fuzz/dict/NAME.dict, or Fuzz/dict/import.dict for every import-* harness) steers mutation. Each harness is compiled with
# `swiftc -sanitize=fuzzer` from the package's sources directly (their `import EarshotCore`
# lines dropped, since they become one module).
set -euo pipefail
NAME=${1:?usage: Fuzz/run.sh NAME SECONDS}
SECONDS_TO_RUN=${2:?usage: Fuzz/run.sh NAME SECONDS}
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
BUILD="$HERE/build"
SWIFTC=${SWIFTC:-swiftc}

case "$NAME" in
  command) HARNESS=CommandFuzz; SOURCES=("$ROOT"/Sources/EarshotMessages/*.swift "$ROOT"/Sources/EarshotCore/*.swift "$ROOT/Sources/EarshotConsole/Command.swift") ;;
  answer) HARNESS=AnswerFuzz; SOURCES=("$ROOT"/Sources/EarshotMessages/*.swift "$ROOT"/Sources/EarshotCore/*.swift) ;;
  wire) HARNESS=WireFuzz; SOURCES=("$ROOT"/Sources/EarshotMessages/*.swift "$ROOT"/Sources/EarshotCore/*.swift "$ROOT"/Sources/EarshotWire/*.swift) ;;
  import-*) HARNESS=ImportFuzz; SOURCES=("$ROOT"/Sources/EarshotMessages/*.swift "$ROOT"/Sources/EarshotCore/*.swift "$ROOT"/Sources/EarshotImport/*.swift)
            export EARSHOT_FUZZ_FORMAT=${NAME#import-} ;;
  *) echo "Unknown harness $NAME" >&2; exit 2 ;;
esac

BIN="$BUILD/bin/$HARNESS"
SRC="$BUILD/src/$HARNESS"
mkdir -p "$BUILD/bin" "$SRC" "$BUILD/corpus/$NAME" "$BUILD/crashes"
# Rebuild when a source is newer than the binary.
if [ ! -x "$BIN" ] || [ -n "$(find "${SOURCES[@]}" "$HERE/harness/$HARNESS.swift" "$HERE/harness/BundleModule.swift" -newer "$BIN" 2>/dev/null | head -1)" ]; then
  rm -f "$SRC"/*.swift
  for f in "${SOURCES[@]}"; do
    out="$SRC/$(basename "$(dirname "$f")")-$(basename "$f")"
    sed -e '/^import EarshotCore$/d' -e '/^import EarshotMessages$/d' "$f" > "$out"
  done
  cp "$HERE/harness/$HARNESS.swift" "$HERE/harness/BundleModule.swift" "$SRC/"
  echo "Building $HARNESS…" >&2
  "$SWIFTC" -sanitize=fuzzer -parse-as-library -O -module-name EarshotFuzz "$SRC"/*.swift -o "$BIN"
fi

export SWIFT_BACKTRACE=enable=no  # let libFuzzer catch the trap and save the input
ARGS=(-timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$BUILD/crashes/$NAME-")
if [ "$SECONDS_TO_RUN" = 0 ]; then
  # Smoke: every seed once, no mutation.
  exec "$BIN" "${ARGS[@]}" -runs=0 "$HERE/seeds/$NAME"
fi
ARGS+=(-max_total_time="$SECONDS_TO_RUN")
[ -n "${FUZZ_RUNS:-}" ] && ARGS+=(-runs="$FUZZ_RUNS")
DICT="$HERE/dict/$NAME.dict"
[ -f "$DICT" ] || DICT="$HERE/dict/${NAME%%-*}.dict"
[ -f "$DICT" ] && ARGS+=(-dict="$DICT")
exec "$BIN" "${ARGS[@]}" "$BUILD/corpus/$NAME" "$HERE/seeds/$NAME"
