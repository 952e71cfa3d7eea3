#!/usr/bin/env bash
# Checks that Earshot stands without one built-in plugin (issue 21): copies the package to a
# scratch folder, takes the plugin out there (its folder, its name in `pluginTargets` in
# Package.swift, its import and line in Sources/EarshotPlugins/BuiltinPlugins.swift, and the
# tests that need it), then builds and runs the remaining tests.
#
#   scripts/check-plugin-removal.sh PLUGIN [--build-only] [--filter REGEX]
#
# PLUGIN is a folder of plugins/ (Survival, GuessWho…). Tests say which plugins they need:
#   - a test file in a folder named after the plugin (Tests/PluginTests/Survival/…), or
#   - a test file whose first line is `// Plugins this file needs: Arithmetic, Classic`.
# Those files are left out of the copy; every other test must pass without the plugin.
#
# The scratch folder is $EARSHOT_REMOVAL_SCRATCH, or $TMPDIR/earshot-without-PLUGIN. It is kept
# between runs and only files whose content changed are copied again, so a second run builds
# only what changed. The dependencies come from the package's own .build (no download).
set -euo pipefail

usage() { echo "usage: $0 PLUGIN [--build-only] [--filter REGEX]" >&2; exit 64; }
[ $# -ge 1 ] || usage
plugin=$1
shift
build_only=false
filter=()
while [ $# -gt 0 ]; do
  case $1 in
    --build-only) build_only=true ;;
    --filter) [ $# -ge 2 ] || usage; filter=(--filter "$2"); shift ;;
    *) usage ;;
  esac
  shift
done

root=$(cd "$(dirname "$0")/.." && pwd)
targets=$(sed -n 's/^let pluginTargets = //p' "$root/Package.swift")
case $plugin in *[!A-Za-z0-9]* | "") echo "\"$plugin\" is not a plugin's folder name." >&2; exit 64 ;; esac
if [ ! -d "$root/plugins/$plugin" ] || [[ $targets != *"\"$plugin\""* ]]; then
  echo "$plugin is not a built-in plugin: the plugins are $targets." >&2
  exit 64
fi
scratch=${EARSHOT_REMOVAL_SCRATCH:-${TMPDIR:-/tmp}/earshot-without-$plugin}
swift=${SWIFT:-swift}
start=$(date +%s)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== Copying the package, without $plugin, to $scratch"
cd "$root"
find . -path ./.build -prune -o -path ./.git -prune -o -path ./Benchmarks/.build -prune -o -type f -print | sed 's|^\./||' | sort >"$work/all"
{
  grep -E "^plugins/$plugin/" "$work/all" || true
  grep -E "^Tests/(.*/)?$plugin/" "$work/all" || true
  grep -rlE "^// Plugins this file needs:.*\\b$plugin\\b" Tests 2>/dev/null || true
} | sort -u >"$work/out"
comm -23 "$work/all" "$work/out" >"$work/kept"
# The two files that name the plugin, as they are without it.
mkdir -p "$work/changed/Sources/EarshotPlugins"
sed "/^let pluginTargets = /s/\"$plugin\", //; /^let pluginTargets = /s/, \"$plugin\"\]/]/" Package.swift >"$work/changed/Package.swift"
sed "/^import $plugin\$/d; /^        ${plugin}Plugin\.self,\$/d" Sources/EarshotPlugins/BuiltinPlugins.swift \
  >"$work/changed/Sources/EarshotPlugins/BuiltinPlugins.swift"
if grep -q "\"$plugin\"" <(sed -n 's/^let pluginTargets = //p' "$work/changed/Package.swift") \
  || grep -qE "^import $plugin\$|\\b${plugin}Plugin\\b" "$work/changed/Sources/EarshotPlugins/BuiltinPlugins.swift"; then
  echo "Could not take $plugin out of Package.swift or BuiltinPlugins.swift." >&2
  exit 1
fi
left=$(cd "$root" && grep -lE "^(@testable )?import $plugin\$" $(grep -E '^(Sources|Tests|plugins)/.*\.swift$' "$work/kept") || true)
left=$(echo "$left" | grep -v "^Sources/EarshotPlugins/BuiltinPlugins.swift$" || true)
if [ -n "$left" ]; then
  echo "These files import $plugin but do not say they need it (in a $plugin folder, or with a first line" >&2
  echo "\"// Plugins this file needs: $plugin\"):" >&2
  echo "$left" | sed 's/^/  /' >&2
  exit 1
fi
if [ -s "$work/out" ]; then
  echo "Left out with it: $(grep -c . "$work/out") files, the tests that need it:"
  grep -v "^plugins/" "$work/out" | sed 's/^/  /'
fi

mkdir -p "$scratch/.build"
# What is in the scratch copy but not kept any more goes.
(cd "$scratch" && find . -path ./.build -prune -o -type f -print | sed 's|^\./||' | sort) >"$work/there"
comm -23 "$work/there" "$work/kept" | (cd "$scratch" && xargs -r -d '\n' rm -f)
# Files are copied only when their content differs, so the build sees only real changes.
while IFS= read -r f; do
  source="$root/$f"
  [ -e "$work/changed/$f" ] && source="$work/changed/$f"
  if ! cmp -s "$source" "$scratch/$f"; then
    mkdir -p "$scratch/$(dirname "$f")"
    cp -p "$source" "$scratch/$f"
  fi
done <"$work/kept"
for kept in checkouts repositories workspace-state.json; do
  if [ -e "$root/.build/$kept" ] && [ ! -e "$scratch/.build/$kept" ]; then cp -a "$root/.build/$kept" "$scratch/.build/"; fi
done

echo "== Building without $plugin"
cd "$scratch"
if ! $swift build --build-tests >"$work/build.log" 2>&1; then
  grep -E "error" "$work/build.log" | head -40
  echo "Without $plugin, the package does not build." >&2
  exit 1
fi
if $build_only; then
  echo "Without $plugin, the package builds ($(($(date +%s) - start)) seconds)."
  exit 0
fi

echo "== Testing without $plugin"
log=$scratch/.build/removal-test.log
if ! $swift test --skip-build "${filter[@]}" >"$log" 2>&1; then
  grep -E "✘|error:|Fatal" "$log" | head -60
  echo "Without $plugin, tests fail: the whole log is $log." >&2
  exit 1
fi
grep -E "Test run with" "$log" | tail -1
echo "Without $plugin, the package builds and its tests pass ($(($(date +%s) - start)) seconds)."
