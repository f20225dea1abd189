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
# Start-up: commands as whole processes and the window's cold start, against python3 -c pass.
scripts/bench-startup.sh
echo "(ledger: scripts/bench-ledger.sh — 1 000 000 jobs against the sqlite3 shell)"
