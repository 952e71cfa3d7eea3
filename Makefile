# Earshot: the two commands a new player or contributor needs.
#   make play   installs what is missing, builds, and starts the game
#   make test   installs what is missing, builds, and runs the whole test suite
SHELL := /bin/bash
APT_PACKAGES := pkg-config libsqlite3-dev libedit-dev libespeak-ng-dev libpcaudio-dev libasound2-dev espeak-ng-data sox libargon2-dev python3 perl libspeechd-dev speech-dispatcher speech-dispatcher-espeak-ng wamerican postgresql sqlite3 espeak-ng
# Only the tests need these: a real browser for the web page, Python's venv for its tools, and
# nginx in front of several servers (scripts/cluster.sh).
TEST_APT_PACKAGES := chromium python3-venv nginx
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# How many tests run at once: three per core. Unbounded, a two-core machine runs all 850 at once
# and the tests that wait on a server, a daemon or a built binary time out while starved
# (README, Contributing). swift-testing reads this variable; `make test TEST_WIDTH=N` overrides it.
TEST_WIDTH ?= $(shell echo $$(( $$(nproc) * 3 )))
export SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH := $(TEST_WIDTH)

.PHONY: play test web-test setup setup-test setup-package build static deb install uninstall package-check format format-check imports-check clean bench examples bench-first-audio kill-test bench-import fuzz fuzz-smoke check-plugin check-plugins

setup:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "Swift 6 is needed: see https://www.swift.org/install/linux/"; exit 1; }

setup-test: setup
	@missing=""; for p in $(TEST_APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages for the tests:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

build: setup
	$(SWIFT) build

play: build
	@$(SWIFT) run --skip-build earshot $(ARGS)

# The package check in `make test` builds the static program in debug: the layout, the manual,
# the completions, lintian and the installed program are checked the same, and a release
# build from scratch took about half an hour on a two-core CI machine (`make package-check`
# alone checks the release build).
TEST_STATIC_CONFIG ?= debug
test: setup-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory web-test
	@$(MAKE) --no-print-directory format-check
	@$(MAKE) --no-print-directory fuzz-smoke
	@$(MAKE) --no-print-directory check-plugin
	@$(MAKE) --no-print-directory package-check STATIC_CONFIG=$(TEST_STATIC_CONFIG)

# The web page in a real browser (Tests/web, docs/web.md); needs the debug build.
web-test: setup-test
	@scripts/web-test.sh

format:
	$(SWIFT) format --in-place --recursive Package.swift BuildPlugins Sources Tests plugins

format-check: imports-check
	@$(SWIFT) format lint --strict --recursive Package.swift BuildPlugins Sources Tests plugins && echo "Format check passed."

# Every import between the package's targets must be declared in Package.swift.
imports-check:
	@python3 scripts/check-imports.py

# The example out-of-process plugins (Examples/*/earshot-plugin-*) are scripts: nothing to
# compile, so this checks each one against the plugin protocol. Install one by copying it into
# ~/.local/share/earshot/plugins/ or a folder on EARSHOT_PLUGIN_PATH.
examples: build
	@for p in Examples/*/earshot-plugin-*; do echo "== $$p"; \
	  interp=$$(head -1 "$$p" | sed 's|^#! *||; s|^/usr/bin/env ||; s| .*||'); \
	  command -v "$$interp" >/dev/null || { echo "Skipped: $$interp is not installed."; continue; }; \
	  $(SWIFT) run --skip-build earshot plugin check "$$p" || exit 1; done

# Benchmarks live in their own package (Benchmarks/), outside the test build. They spawn the
# release binary and generate their banks into /tmp (scripts/make-bank.py); see docs/performance.md.
bench: setup
	$(SWIFT) build -c release --product earshot
	cd Benchmarks && $(SWIFT) package --allow-writing-to-directory /tmp benchmark $(BENCH_ARGS)

# The full kill test: at least 60 SIGKILLs at random points of scripted games (release build).
kill-test: setup
	$(SWIFT) build -c release --product earshot
	python3 scripts/kill-test.py --binary .build/release/earshot --kills 60

# First audio through espeak-ng in process and through a private speech-dispatcher daemon.
bench-first-audio: setup
	$(SWIFT) build -c release --package-path Benchmarks --product first-audio
	Benchmarks/.build/release/first-audio

# Import of a generated bank (1,000,000 questions unless N is given) beside sqlite3's .import.
bench-import: setup
	$(SWIFT) build -c release --product earshot
	scripts/bench-import.sh $(or $(N),1000000)

# Fuzzing (docs/robustness.md): libFuzzer harnesses in Fuzz/, built with swiftc -sanitize=fuzzer.
FUZZ_TARGETS := command answer wire import-earshot import-opentdb import-gift import-aiken import-csv import-opentriviaqa import-detect
FUZZ_SECONDS ?= 1800

# Every harness over its committed seed corpus once (a few seconds each once built).
fuzz-smoke:
	@for t in $(FUZZ_TARGETS); do Fuzz/run.sh $$t 0 >/tmp/earshot-fuzz-smoke.log 2>&1 || { cat /tmp/earshot-fuzz-smoke.log; echo "Fuzz smoke test $$t failed."; exit 1; }; done; echo "Fuzz smoke tests passed."

# Long: each harness to a million executions (or FUZZ_SECONDS, whichever comes first).
fuzz:
	@for t in $(FUZZ_TARGETS); do FUZZ_RUNS=1000000 Fuzz/run.sh $$t $(FUZZ_SECONDS) || exit 1; done

clean:
	rm -rf .build

# Earshot without one built-in plugin (issue 21): a copy of the package without it builds and
# its remaining tests pass (scripts/check-plugin-removal.sh). `make test` checks PLUGIN;
# `make check-plugins` checks every one in turn.
PLUGIN ?= Survival
check-plugin: setup
	scripts/check-plugin-removal.sh $(PLUGIN)

check-plugins: setup
	@for p in $$(sed -n 's/^let pluginTargets = //p' Package.swift | tr -d '[]",'); do \
	  scripts/check-plugin-removal.sh $$p || exit 1; \
	done


# Installing Earshot (issue 27): a Debian package, or the same files under a prefix for a player
# without root. Both link the Swift runtime into the program, in their own build folder: SwiftPM
# does not rebuild when only --static-swift-stdlib changes, and objects built for the shared
# runtime fail to link statically (Foundation's ICU and CoreFoundation are not named), so static
# and shared objects must never share a folder.
PACKAGE_APT := dpkg-dev lintian man-db binutils
STATIC_FOLDER := .build/static
STATIC_CONFIG ?= release
# Full RELRO, as Debian's hardening asks of a program.
STATIC_FLAGS := --static-swift-stdlib --scratch-path $(STATIC_FOLDER) -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now
PREFIX ?= $(HOME)/.local

setup-package: setup
	@missing=""; for p in $(PACKAGE_APT); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

static: setup
	$(SWIFT) build -c $(STATIC_CONFIG) --product earshot $(STATIC_FLAGS)

# earshot_VERSION_ARCH.deb in this folder (scripts/make-deb.sh).
deb: setup-package static
	scripts/make-deb.sh $(STATIC_FOLDER)/$(STATIC_CONFIG)

# The program, its resources, manual pages and completions under PREFIX (~/.local by default);
# DESTDIR stages them elsewhere.
install: setup static
	scripts/stage.sh $(STATIC_FOLDER)/$(STATIC_CONFIG) "$(DESTDIR)" "$(PREFIX)"
	@case ":$$PATH:" in (*":$(PREFIX)/bin:"*) ;; (*) echo "Add $(PREFIX)/bin to PATH to run earshot.";; esac

uninstall:
	rm -rf "$(DESTDIR)$(PREFIX)/lib/earshot" "$(DESTDIR)$(PREFIX)/share/doc/earshot"
	rm -f "$(DESTDIR)$(PREFIX)/bin/earshot" "$(DESTDIR)$(PREFIX)/share/man/man1/earshot.1.gz" \
	  "$(DESTDIR)$(PREFIX)"/share/man/man1/earshot-*.1.gz \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/earshot" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/vendor-completions/_earshot" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/earshot.fish"
	@echo "Removed Earshot from $(DESTDIR)$(PREFIX); players' data in ~/.local/share/earshot is kept."

# The package and the installed tree, checked as a player would use them (scripts/package-test.sh).
package-check: setup-package static
	scripts/package-test.sh $(STATIC_FOLDER)/$(STATIC_CONFIG)
