#!/usr/bin/env bash
# Ledger figures behind docs/reliability.md: importing a 200 000-job JSON export against the
# same rows as CSV (target: within 2x, under 100 MB), and what the whole-file
# check (PRAGMA quick_check) costs `stats` on a 50 000-job ledger.
# Prints figures; nothing here runs under ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${RENTPLAN_BUILD_DIR:-build}"
BIN="$BUILD_DIR/rentplan"
ROWS="${ROWS:-200000}"
[ -x "$BIN" ] || { echo "build first: scripts/build.sh" >&2; exit 1; }
WORK="$(mktemp -d "${TMPDIR:-/tmp}/rentplan-bench-io.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
seconds() { /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" >/dev/null 2>"$WORK/stderr" || { cat "$WORK/stderr" >&2; exit 1; }; cat "$WORK/time"; }
mib() { echo $(( $1 / 1024 )); }

ROWS="$ROWS" scripts/bench-ledger.sh --generate "$WORK/jobs.csv"
read -r csv_s csv_rss < <(seconds "$BIN" ledger --db "$WORK/csv.sqlite" import "$WORK/jobs.csv")
"$BIN" ledger --db "$WORK/csv.sqlite" export "$WORK/jobs.json" >/dev/null
read -r json_s json_rss < <(seconds "$BIN" ledger --db "$WORK/json.sqlite" import "$WORK/jobs.json")
echo "$ROWS jobs: CSV $(du -h "$WORK/jobs.csv" | cut -f1), JSON $(du -h "$WORK/jobs.json" | cut -f1)"
echo "import CSV:  ${csv_s} s, peak RSS $(mib "$csv_rss") MiB"
echo "import JSON: ${json_s} s, peak RSS $(mib "$json_rss") MiB"
awk -v a="$json_s" -v b="$csv_s" 'BEGIN { printf "JSON / CSV: %.2f (target <= 2; RSS target < 100 MiB)\n", a / b }'

head -50001 "$WORK/jobs.csv" > "$WORK/50k.csv"
"$BIN" ledger --db "$WORK/50k.sqlite" import "$WORK/50k.csv" >/dev/null
echo "50 000-job ledger: $(du -h "$WORK/50k.sqlite" | cut -f1)"
# The shell prints its timer only for statements read from standard input, not from arguments.
check=$(printf '.timer on\nPRAGMA quick_check;\n' | sqlite3 "$WORK/50k.sqlite" | grep -o "real [0-9.]*" | cut -d' ' -f2)
echo "PRAGMA quick_check alone: ${check} s"
read -r stats_s stats_rss < <(seconds "$BIN" ledger --db "$WORK/50k.sqlite" stats --json)
echo "ledger stats --json with the check (whole process): ${stats_s} s"
