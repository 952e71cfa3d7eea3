#!/bin/bash
# The tests that run the real program from outside (Tests/web): the web page (docs/web.md) in
# Debian's chromium driven by Playwright for Python, axe-core for the audit; and several servers
# on one PostgreSQL behind nginx (scripts/cluster.sh, docs/server.md) with their faults. Installs the Python tools it needs into
# .build/web-venv (from PyPI, at fixed versions) the first time; Playwright's own browser
# download is never used. Needs the debug build (`swift build`) and the apt packages
# chromium and python3-venv (the Makefile's APT_PACKAGES).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=/usr/bin/python3
[ -x "$PYTHON" ] || PYTHON=$(command -v python3)
VENV=.build/web-venv
TOOLS="playwright==1.65.2 axe-playwright-python==0.1.8 pytest==9.2.0"
if [ ! -f "$VENV/.tools" ] || [ "$(cat "$VENV/.tools")" != "$TOOLS" ]; then
  rm -rf "$VENV"
  "$PYTHON" -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check $TOOLS
  echo "$TOOLS" > "$VENV/.tools"
fi
[ -x /usr/bin/chromium ] || { echo "Debian's chromium is needed: apt-get install chromium"; exit 1; }
export EARSHOT_BIN=${EARSHOT_BIN:-$PWD/.build/debug/earshot}
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
cd Tests/web
exec timeout 900 "../../$VENV/bin/python" -m pytest -q -p no:cacheprovider "$@" .
