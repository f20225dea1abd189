#!/usr/bin/env bash
# Builds the engine, the command line and every engine/CLI test suite (those that
# need no window: QTEST_GUILESS_MAIN) with AddressSanitizer and
# UndefinedBehaviorSanitizer in a separate build dir, and runs them. Any report
# fails the run. Why, and what it guards: docs/reliability.md ("Standing guards").
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${RENTPLAN_SANITIZE_BUILD_DIR:-build-sanitize}"
JOBS="${RENTPLAN_JOBS:-2}"
GENERATOR=()
command -v ninja >/dev/null && GENERATOR=(-G Ninja)
SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
# Instrumented code runs several times slower: the 10 000-offer break-even cases need more than
# the usual 300 s per suite.
cmake -S . -B "$BUILD_DIR" "${GENERATOR[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS="$SAN" -DCMAKE_EXE_LINKER_FLAGS="$SAN" -DCMAKE_SHARED_LINKER_FLAGS="$SAN" \
  -DCMAKE_MODULE_LINKER_FLAGS="$SAN" -DRENTPLAN_TEST_TIMEOUT=1500 >/dev/null
mapfile -t SUITES < <(cd tests && grep -l QTEST_GUILESS_MAIN tst_*.cpp | sed 's/\.cpp$//' | sort)
cmake --build "$BUILD_DIR" -j"$JOBS" --target rentplan "${SUITES[@]}"
# Qt keeps a few allocations until exit by design: leaks are not reported, every
# other finding (overflow, use after free, undefined behaviour) stops the test.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export RENTPLAN_FUZZ_SECONDS="${RENTPLAN_FUZZ_SECONDS:-4}"
# Qt Test's own watchdog stops a test function after 300 s; instrumented, the break-even search
# that runs out of steps takes longer.
export QTEST_FUNCTION_TIMEOUT=1500000
REGEX="^($(IFS='|'; echo "${SUITES[*]}"))\$"
ctest --test-dir "$BUILD_DIR" -R "$REGEX" --output-on-failure -j"$JOBS"
