#!/usr/bin/env bash
# Team-ledger benchmark (docs/team-ledger.md, "Speed"): a throwaway PostgreSQL 15 cluster, then
#   1. `rentplan ledger import` of a 1,000,000-row CSV into a team ledger (COPY),
#   2. `psql \copy` of the same CSV into the same table of a second, identical ledger,
#   3. bench_ledger on the imported team ledger (statistics, the Ledger tab's first screen).
# Prints the figures; nothing here runs under ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${RENTPLAN_BUILD_DIR:-build}"
ROWS="${ROWS:-1000000}"
BIN="$BUILD_DIR/rentplan"
[ -x "$BIN" ] || { echo "build first: scripts/build.sh" >&2; exit 1; }
WORK="$(mktemp -d "${TMPDIR:-/tmp}/rentplan-team-bench.XXXXXX")"
chmod 755 "$WORK"
cleanup() { scripts/pg-test-cluster.sh stop "$WORK/pg" >/dev/null 2>&1 || true; rm -rf "$WORK"; }
trap cleanup EXIT

scripts/pg-test-cluster.sh start "$WORK/pg" >/dev/null
# shellcheck disable=SC1091
. "$WORK/pg/env"
export PGPASSWORD="$RENTPLAN_PG_PASSWORD"
PSQL=(psql -X -q -h "$RENTPLAN_PG_HOST" -p "$RENTPLAN_PG_PORT" -U "$RENTPLAN_PG_SUPERUSER")
"${PSQL[@]}" -d postgres -c "CREATE DATABASE ours" -c "CREATE DATABASE shell"
uri() { echo "postgresql://$RENTPLAN_PG_SUPERUSER@$RENTPLAN_PG_HOST:$RENTPLAN_PG_PORT/$1?sslmode=disable"; }
"$BIN" ledger --db "$(uri ours)" init --roles >/dev/null
"$BIN" ledger --db "$(uri shell)" init --roles >/dev/null

echo "Generating $ROWS rows..."
scripts/bench-ledger.sh --generate "$WORK/jobs.csv"
chmod 644 "$WORK/jobs.csv"
seconds() { /usr/bin/time -f "%e" -o "$WORK/time" "$@" >/dev/null 2>"$WORK/stderr" || { cat "$WORK/stderr" >&2; exit 1; }; cat "$WORK/time"; }
ours=$(seconds "$BIN" ledger --db "$(uri ours)" import "$WORK/jobs.csv")
shell=$(seconds "${PSQL[@]}" -d shell -c "\\copy jobs (date, provider, card, cards, billing_mode, billed_hours, busy_hours, cost, currency, task, model, result, tags, notes) FROM '$WORK/jobs.csv' CSV HEADER")
echo
echo "import, rentplan (COPY):  ${ours} s  ($("${PSQL[@]}" -d ours -tAc "SELECT count(*) FROM jobs") rows)"
echo "import, psql \\copy:       ${shell} s  ($("${PSQL[@]}" -d shell -tAc "SELECT count(*) FROM jobs") rows)"
echo "ratio: $(awk -v a="$ours" -v b="$shell" 'BEGIN { printf "%.2f", a / b }')  (target: at most 1)"
echo
"$BUILD_DIR/tests/bench_ledger" "$(uri ours)"
