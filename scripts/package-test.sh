#!/usr/bin/env bash
# The installed Earshot, checked as a player would use it (issue 27; run by `make test`):
#
# 1. The Debian package, built from BUILD_FOLDER (scripts/make-deb.sh), is unpacked with dpkg -x
#    into a temporary root. Its Depends line names Debian's libraries and no Swift runtime; its
#    maintainer scripts parse; lintian reports no errors; the unit passes systemd-analyze verify.
# 2. `make install PREFIX=…` into a temporary prefix.
#
# In each tree, the program from bin/ plays a piped classic game with speech into a WAV, with a
# temporary HOME, and lists its plugins (the example plugin included); it must read its resources
# from the tree, not from the build folder, which is checked by changing the tree's own catalogue.
# Every manual page renders with man -l, and the completions parse.
#
# Usage: scripts/package-test.sh BUILD_FOLDER   (the static build, .build/static/release)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:?BUILD_FOLDER}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
    echo "package-test: $*" >&2
    exit 1
}
step() { echo "package-test: $*"; }

# Everything a player would check in an installed tree: ROOT is where PREFIX lies (/usr in the
# package's root, the prefix itself after make install).
check_tree() {
    local label=$1 prefix=$2
    local bin="$prefix/bin/earshot" home="$tmp/home-$label"
    mkdir -p "$home"
    [ -L "$bin" ] || fail "$label: $bin is not a link to the program."
    [ "$(readlink "$bin")" = ../lib/earshot/earshot ] || fail "$label: $bin points to $(readlink "$bin")."
    for bundle in "$build"/*.resources; do
        [ -d "$prefix/lib/earshot/$(basename "$bundle")" ] || fail "$label: $(basename "$bundle") is not installed."
    done
    if ldd "$prefix/lib/earshot/earshot" | grep -E 'not found|libswift|libFoundation'; then
        fail "$label: the program needs a library that is missing or the Swift runtime."
    fi

    # The tree's own catalogue is the one read: change its welcome and hear the change.
    local game_strings="$prefix/lib/earshot/Earshot_EarshotMessages.resources/Catalog/en.lproj/Game.strings"
    sed -i 's/the quiz you can play by ear\./the quiz from the installed tree./' "$game_strings"
    local run=(env -i "HOME=$home" "PATH=/usr/bin:/bin" "LANG=C.UTF-8" "$bin")
    echo quit | "${run[@]}" repl --speech off >"$tmp/$label-welcome.txt" 2>&1 || fail "$label: the game did not start."
    grep -q "the quiz from the installed tree" "$tmp/$label-welcome.txt" ||
        fail "$label: the program did not read the installed catalogue: $(head -3 "$tmp/$label-welcome.txt")"

    "${run[@]}" --version >"$tmp/$label-version.txt"
    grep -q "^earshot [0-9].* (commit " "$tmp/$label-version.txt" || fail "$label: --version names no version and commit."
    if commit=$(git rev-parse --short=12 HEAD 2>/dev/null); then
        grep -q "(commit $commit)" "$tmp/$label-version.txt" ||
            fail "$label: --version names another commit than $commit: $(head -1 "$tmp/$label-version.txt")"
    fi
    grep -q "plugin protocol [0-9]*, wire protocol [0-9]*" "$tmp/$label-version.txt" ||
        fail "$label: --version names no protocol versions."

    # A piped classic game, spoken into a WAV that must not be silent.
    printf '1\n1\n1\n' | "${run[@]}" play --mode classic --count 3 --seed 7 --speak-to "$tmp/$label.wav" \
        >"$tmp/$label-game.txt" 2>&1 || fail "$label: the piped game failed: $(tail -5 "$tmp/$label-game.txt")"
    grep -q "Question 3 of 3" "$tmp/$label-game.txt" || fail "$label: the game did not reach question 3."
    local seconds rms
    seconds=$(sox "$tmp/$label.wav" -n stat 2>&1 | awk '/^Length/ {print int($3)}')
    rms=$(sox "$tmp/$label.wav" -n stat 2>&1 | awk '/^RMS +amplitude/ {print $3}')
    [ "${seconds:-0}" -ge 5 ] || fail "$label: only ${seconds:-0} s of speech in the game."
    awk -v r="${rms:-0}" 'BEGIN { exit !(r > 0.01) }' || fail "$label: the game's speech is silent (RMS $rms)."
    "${run[@]}" stats --speech off >"$tmp/$label-stats.txt" 2>&1 || fail "$label: earshot stats failed."
    grep -q "Games: 1, of which 1 finished" "$tmp/$label-stats.txt" ||
        fail "$label: the game was not kept: $(head -3 "$tmp/$label-stats.txt")"
    [ -f "$home/.local/share/earshot/earshot.sqlite" ] || fail "$label: the store is not in ~/.local/share/earshot."

    # The doctor, from the installed tree: the store just made is healthy, espeak-ng finds its data.
    "${run[@]}" doctor >"$tmp/$label-doctor.txt" 2>&1 || fail "$label: earshot doctor failed: $(cat "$tmp/$label-doctor.txt")"
    grep -q "The database is healthy." "$tmp/$label-doctor.txt" || fail "$label: the doctor did not find the store healthy."
    grep -q "^espeak-ng .* finds its data" "$tmp/$label-doctor.txt" || fail "$label: the doctor did not find espeak-ng's data."

    # Plugins: the built-in ones, and an example plugin installed from the documentation folder.
    "${run[@]}" plugins >"$tmp/$label-plugins.txt" 2>&1 || fail "$label: earshot plugins failed."
    grep -qi "classic" "$tmp/$label-plugins.txt" || fail "$label: earshot plugins lists no classic mode."
    mkdir -p "$home/.local/share/earshot/plugins"
    cp "$prefix/share/doc/earshot/examples/capitals/earshot-plugin-capitals" "$home/.local/share/earshot/plugins/"
    "${run[@]}" plugins >"$tmp/$label-plugins.txt" 2>&1 || fail "$label: earshot plugins failed with the example."
    grep -qi "capitals" "$tmp/$label-plugins.txt" || fail "$label: the example plugin was not loaded: $(cat "$tmp/$label-plugins.txt")"

    # Manual pages and completions.
    local pages=0
    for page in "$prefix"/share/man/man1/earshot*.1.gz; do
        pages=$((pages + 1))
        MANWIDTH=80 man --warnings -l "$page" >/dev/null 2>"$tmp/man.err" || fail "$label: man -l $page failed."
        [ ! -s "$tmp/man.err" ] || fail "$label: man -l $(basename "$page") warns: $(cat "$tmp/man.err")"
    done
    [ -f "$prefix/share/man/man1/earshot.1.gz" ] && [ -f "$prefix/share/man/man1/earshot-serve.1.gz" ] ||
        fail "$label: earshot(1) or earshot-serve(1) is missing."
    [ "$pages" -ge 10 ] || fail "$label: only $pages manual pages."
    bash -n "$prefix/share/bash-completion/completions/earshot" || fail "$label: the bash completion does not parse."
    bash -c "source '$prefix/share/bash-completion/completions/earshot'; complete -p earshot" >/dev/null ||
        fail "$label: the bash completion registers nothing for earshot."
    if command -v zsh >/dev/null; then zsh -n "$prefix/share/zsh/vendor-completions/_earshot" || fail "$label: zsh completion."; fi
    if command -v fish >/dev/null; then fish --no-execute "$prefix/share/fish/vendor_completions.d/earshot.fish" || fail "$label: fish completion."; fi
    step "$label: played a classic game from $bin ($seconds s of speech), listed plugins, rendered $pages manual pages."
}

# 1. The Debian package.
DEB_COMPRESSION=gzip scripts/make-deb.sh "$build" "$tmp/deb"
deb=$(echo "$tmp"/deb/earshot_*.deb)
depends=$(dpkg-deb -f "$deb" Depends)
for package in libespeak-ng1 libpcaudio0 libsqlite3-0 libedit2 libargon2-1 libspeechd2 espeak-ng-data; do
    grep -Eq "(^|, )$package( |,|$)" <<<"$depends" || fail "Depends lacks $package: $depends"
done
if grep -qi swift <<<"$depends"; then fail "Depends names the Swift runtime: $depends"; fi
dpkg-deb -x "$deb" "$tmp/root"
dpkg-deb -e "$deb" "$tmp/control"
for script in postinst postrm; do sh -n "$tmp/control/$script" || fail "$script does not parse."; done
for file in usr/lib/systemd/system/earshot.service usr/lib/sysusers.d/earshot.conf usr/lib/tmpfiles.d/earshot.conf \
    etc/default/earshot usr/share/doc/earshot/copyright usr/share/doc/earshot/changelog.gz; do
    [ -f "$tmp/root/$file" ] || fail "the package has no /$file."
done
if command -v systemd-analyze >/dev/null; then
    # verify wants the program at its real path: check a copy that names the unpacked one.
    sed "s|^ExecStart=/usr/bin/earshot|ExecStart=$tmp/root/usr/bin/earshot|" \
        "$tmp/root/usr/lib/systemd/system/earshot.service" >"$tmp/earshot.service"
    systemd-analyze verify --man=no "$tmp/earshot.service" || fail "systemd-analyze verify failed on earshot.service."
    mkdir -p "$tmp/sysroot/etc"
    systemd-sysusers --root="$tmp/sysroot" "$tmp/root/usr/lib/sysusers.d/earshot.conf" ||
        fail "systemd-sysusers refused earshot.conf."
    grep -q '^earshot:' "$tmp/sysroot/etc/passwd" || fail "systemd-sysusers made no earshot user."
    systemd-tmpfiles --root="$tmp/sysroot" --create "$tmp/root/usr/lib/tmpfiles.d/earshot.conf" ||
        fail "systemd-tmpfiles refused earshot.conf."
    [ -d "$tmp/sysroot/var/lib/earshot" ] || fail "systemd-tmpfiles made no /var/lib/earshot."
    step "the unit, its user and its state folder pass systemd-analyze, systemd-sysusers and systemd-tmpfiles."
else
    step "systemd-analyze is not installed: the unit was not verified."
fi
check_tree package "$tmp/root/usr"
command -v lintian >/dev/null || fail "lintian is not installed (make setup-package installs it)."
status=0
lintian --tag-display-limit 0 "$deb" >"$tmp/lintian.txt" 2>&1 || status=$?
# lintian exits 1 when it found tags above its level, 2 and more when it could not check.
[ "$status" -le 1 ] || fail "lintian could not check the package: $(cat "$tmp/lintian.txt")"
if grep -q '^E:' "$tmp/lintian.txt"; then fail "lintian reports errors: $(grep '^E:' "$tmp/lintian.txt")"; fi
if grep -q '^W:' "$tmp/lintian.txt"; then fail "lintian warns (list each in docs/install.md with its reason, or fix it): $(grep '^W:' "$tmp/lintian.txt")"; fi
step "lintian: no errors, no warnings."

# 2. make install into a prefix, and make uninstall.
make --no-print-directory install PREFIX="$tmp/prefix" STATIC_CONFIG="$(basename "$build")" >"$tmp/install.log" 2>&1 ||
    fail "make install failed: $(tail -5 "$tmp/install.log")"
check_tree install "$tmp/prefix"
make --no-print-directory uninstall PREFIX="$tmp/prefix" >/dev/null
left=$(find "$tmp/prefix" -type f | head -5)
[ -z "$left" ] || fail "make uninstall left files: $left"
step "make install and make uninstall into a prefix work."
echo "Package checks passed."
