# Earshot: the two commands a new player or contributor needs.
#   make play   installs what is missing, builds, and starts the game
#   make test   installs what is missing, builds, and runs the whole test suite
SHELL := /bin/bash
APT_PACKAGES := pkg-config libsqlite3-dev libedit-dev libespeak-ng-dev libpcaudio-dev libasound2-dev espeak-ng-data sox
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: play test setup build format format-check clean bench fuzz fuzz-smoke

setup:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "Swift 6 is needed: see https://www.swift.org/install/linux/"; exit 1; }

build: setup
	$(SWIFT) build

play: build
	@$(SWIFT) run --skip-build earshot $(ARGS)

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory format-check
	@$(MAKE) --no-print-directory fuzz-smoke

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests plugins

format-check:
	@$(SWIFT) format lint --strict --recursive Package.swift Sources Tests plugins && echo "Format check passed."

# Benchmarks live in their own package (Benchmarks/), outside the test build.
bench: setup
	$(SWIFT) build -c release --package-path Benchmarks
	Benchmarks/.build/release/speech-latency

# Fuzzing (docs/robustness.md): libFuzzer harnesses in Fuzz/, built with swiftc -sanitize=fuzzer.
FUZZ_TARGETS := command answer import-earshot import-opentdb import-gift import-aiken import-csv import-opentriviaqa import-detect
FUZZ_SECONDS ?= 1800

# Every harness over its committed seed corpus once (a few seconds each once built).
fuzz-smoke:
	@for t in $(FUZZ_TARGETS); do Fuzz/run.sh $$t 0 >/tmp/earshot-fuzz-smoke.log 2>&1 || { cat /tmp/earshot-fuzz-smoke.log; echo "Fuzz smoke test $$t failed."; exit 1; }; done; echo "Fuzz smoke tests passed."

# Long: each harness to a million executions (or FUZZ_SECONDS, whichever comes first).
fuzz:
	@for t in $(FUZZ_TARGETS); do FUZZ_RUNS=1000000 Fuzz/run.sh $$t $(FUZZ_SECONDS) || exit 1; done

clean:
	rm -rf .build
