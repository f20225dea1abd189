#!/usr/bin/env bash
# Builds the engine, the command line and every engine/CLI test suite (those that
# need no window: QTEST_GUILESS_MAIN) with AddressSanitizer and
# UndefinedBehaviorSanitizer in a separate build dir, and runs them. Any report
# fails the run. CI runs it after the ordinary suite (.ci/run sets RENTPLAN_SANITIZE=1 for
# scripts/test.sh). Why, and what it guards: docs/reliability.md ("Standing guards").
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${RENTPLAN_SANITIZE_BUILD_DIR:-build-sanitize}"
JOBS="${RENTPLAN_JOBS:-2}"
GENERATOR=()
command -v ninja >/dev/null && GENERATOR=(-G Ninja)
# GCC's -fsanitize=undefined leaves out float-cast-overflow (a double too large for the integer it
# is converted to), so it is named. Every finding stops the program.
SAN="-fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all -fno-omit-frame-pointer"
# -O1 -g1 (line tables and function names, enough for a report's file:line): an instrumented
# file at RelWithDebInfo's -O2 -g took 4.3 times the CPU of an ordinary build, at -O1 -g1 twice;
# the whole run has to fit in CI's time beside the ordinary build and suite.
# Instrumented code runs several times slower: the 10 000-offer break-even cases need more than
# the usual 300 s per suite.
cmake -S . -B "$BUILD_DIR" "${GENERATOR[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS="$SAN" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
  -DCMAKE_EXE_LINKER_FLAGS="$SAN" -DCMAKE_SHARED_LINKER_FLAGS="$SAN" \
  -DCMAKE_MODULE_LINKER_FLAGS="$SAN" -DRENTPLAN_TEST_TIMEOUT=1500 >/dev/null
mapfile -t SUITES < <(cd tests && grep -l QTEST_GUILESS_MAIN tst_*.cpp | sed 's/\.cpp$//' | sort)
start=$SECONDS
cmake --build "$BUILD_DIR" -j"$JOBS" --target rentplan "${SUITES[@]}"
built=$SECONDS
# Qt keeps a few allocations until exit by design: leaks are not reported. Every other finding
# (overflow, use after free, undefined behaviour) aborts the program (SIGABRT), the test or a
# `rentplan` it starts. AddressSanitizer's reports also go to files, printed below, so one in a
# program a test starts fails the run even if that test misses the crash; UndefinedBehaviorSanitizer's
# go to standard error only (GCC's libubsan, loaded beside libasan, ignores log_path).
# An allocation's stack is kept to 10 frames (ASan keeps 30): the break-even search recurses, each
# level allocating, and with 30 frames the distinct stacks ASan stores piled up until
# tst_costbreakeven took 1218 s instead of about a minute.
REPORTS="$(cd "$BUILD_DIR" && pwd)/sanitizer-reports"
rm -rf "$REPORTS"
mkdir -p "$REPORTS"
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:detect_stack_use_after_return=1:malloc_context_size=10:log_path=$REPORTS/asan"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:abort_on_error=1"
export RENTPLAN_FUZZ_SECONDS="${RENTPLAN_FUZZ_SECONDS:-4}"
export QT_QPA_PLATFORM=offscreen
# Qt Test's own watchdog stops a test function after 300 s; instrumented, the break-even search
# that runs out of steps takes longer.
export QTEST_FUNCTION_TIMEOUT=1500000
REGEX="^($(IFS='|'; echo "${SUITES[*]}"))\$"
status=0
ctest --test-dir "$BUILD_DIR" -R "$REGEX" --output-on-failure -j"$JOBS" || status=$?
for report in "$REPORTS"/*; do
  [ -e "$report" ] || continue
  echo "sanitize.sh: AddressSanitizer report $report:" >&2
  cat "$report" >&2
  status=1
done
echo "sanitize.sh: instrumented build $((built - start)) s, suites $((SECONDS - built)) s"
exit "$status"
