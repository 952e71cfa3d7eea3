# Earshot: the two commands a new player or contributor needs.
#   make play   installs what is missing, builds, and starts the game
#   make test   installs what is missing, builds, and runs the whole test suite
SHELL := /bin/bash
APT_PACKAGES := pkg-config libsqlite3-dev libedit-dev libespeak-ng-dev libpcaudio-dev libasound2-dev espeak-ng-data sox
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: play test setup build format format-check clean bench bench-import

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

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests plugins

format-check:
	@$(SWIFT) format lint --strict --recursive Package.swift Sources Tests plugins && echo "Format check passed."

# Benchmarks live in their own package (Benchmarks/), outside the test build.
bench: setup
	$(SWIFT) build -c release --package-path Benchmarks
	Benchmarks/.build/release/speech-latency

# Import of a generated bank (1,000,000 questions unless N is given) beside sqlite3's .import.
bench-import: setup
	$(SWIFT) build -c release --product earshot
	scripts/bench-import.sh $(or $(N),1000000)

clean:
	rm -rf .build
