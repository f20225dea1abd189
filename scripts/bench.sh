#!/usr/bin/env bash
# Builds and runs the benchmarks (tests/bench_*.cpp), headless. Figures, not pass/fail.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh >/dev/null
export QT_QPA_PLATFORM=offscreen
for b in "${RENTPLAN_BUILD_DIR:-build}"/tests/bench_*; do
  [ -f "$b" ] && [ -x "$b" ] || continue
  # The ledger benchmark needs a generated million-job ledger: scripts/bench-ledger.sh runs it.
  [ "$(basename "$b")" = bench_ledger ] && continue
  echo "== $(basename "$b")"
  # The accuracy benchmark prints a table of measured against estimated peaks, not timings: show it whole.
  if [ "$(basename "$b")" = bench_accuracy ]; then "$b"; continue; fi
  "$b" -minimumtotal 200 2>&1 | grep -E "RESULT|msecs|bytes|PASS   : .*\(\)" -A1 | grep -vE "^--$|PASS   : .*(initTestCase|cleanupTestCase)" || true
done
# Cold start to first window (DESIGN.md §7): median of 5 runs of the window opening and quitting at once.
echo "== cold start"
home=$(mktemp -d)
for i in 1 2 3 4 5; do
  s=$(date +%s%N); HOME="$home" RENTPLAN_QUIT_AFTER_SHOW=1 "${RENTPLAN_BUILD_DIR:-build}/rentplan" -platform offscreen >/dev/null 2>&1 || true; e=$(date +%s%N)
  echo $(( (e - s) / 1000000 ))
done | sort -n | sed -n 3p | xargs printf "median %s ms to first window\n"
rm -rf "$home"
echo "(ledger: scripts/bench-ledger.sh — 1 000 000 jobs against the sqlite3 shell)"
