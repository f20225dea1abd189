#!/usr/bin/env bash
# Ledger benchmark (target: a million jobs imported in at most the sqlite3 shell's
# time): generates a 1 000 000-row CSV, imports it with `rentplan ledger import` and
# with the sqlite3 shell (.mode csv / .import) into the same schema, and times statistics
# and the Ledger tab's first screen (tests/bench_ledger). Prints the figures; nothing here runs under ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${RENTPLAN_BUILD_DIR:-build}"
ROWS="${ROWS:-1000000}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/rentplan-bench.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
BIN="$BUILD_DIR/rentplan"
[ -x "$BIN" ] || { echo "build first: scripts/build.sh" >&2; exit 1; }

# Deterministic rows over three years, 15 cards, 6 providers; quoted notes with commas.
generate() {
awk -v rows="$1" 'BEGIN {
  srand(42);
  split("rtx-4090 rtx-3090 a100-sxm-80g a100-pcie-40g h100-sxm l40s l4 a10 t4 h800-sxm A6000 h200 4090D a800-sxm-80g V100", cards, " ");
  split("AutoDL Featurize Lambda RunPod Vast.ai AliyunPAI", providers, " ");
  split("on-demand weekly monthly spot", modes, " ");
  split("inference lora qlora full-finetune eval data-prep", tasks, " ");
  print "date,provider,card,cards,billing_mode,billed_hours,busy_hours,cost,currency,task,model,result,tags,notes";
  for (i = 0; i < rows; i++) {
    d = int(rand() * 1095); y = 2023 + int(d / 365); doy = d % 365; m = int(doy / 31) + 1; if (m > 12) m = 12; day = doy % 28 + 1;
    n = 2 ^ int(rand() * 4); billed = int(rand() * 2000) / 10 + 0.5; busy = int(billed * (0.5 + rand() / 2) * 10) / 10;
    cost = int(billed * n * (1 + rand() * 20) * 100) / 100;
    printf "%04d-%02d-%02d,%s,%s,%d,%s,%s,%s,%s,CNY,%s,qwen2-7b,ok,llm;batch%d,\"run %d, seed %d\"\n",
      y, m, day, providers[1 + int(rand() * 6)], cards[1 + int(rand() * 15)], n, modes[1 + int(rand() * 4)],
      billed, busy, cost, tasks[1 + int(rand() * 6)], i % 50, i, i % 97;
  }
}'
}
if [ "${1:-}" = "--generate" ]; then
  generate "$ROWS" > "$2"
  exit 0
fi

echo "Generating $ROWS rows..."
generate "$ROWS" > "$WORK/jobs.csv"
echo "CSV: $(du -h "$WORK/jobs.csv" | cut -f1)"

seconds() { /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" >/dev/null 2>"$WORK/stderr" || { cat "$WORK/stderr" >&2; exit 1; }; cat "$WORK/time"; }

read -r ours ours_rss < <(seconds "$BIN" ledger --db "$WORK/ours.sqlite" import "$WORK/jobs.csv")
# The shell imports into an empty ledger made by rentplan (same tables, indexes and triggers).
head -1 "$WORK/jobs.csv" > "$WORK/header.csv"
"$BIN" ledger --db "$WORK/shell.sqlite" import "$WORK/header.csv" >/dev/null
# The table has the CSV columns first; the shell fills id and the plan columns with NULL (and says so on stderr).
read -r shell shell_rss < <(seconds sqlite3 "$WORK/shell.sqlite" ".mode csv" "BEGIN" ".import --skip 1 $WORK/jobs.csv jobs" "COMMIT")
# The same with the 32 MiB page cache our import sets, for a like-for-like comparison.
"$BIN" ledger --db "$WORK/shell32.sqlite" import "$WORK/header.csv" >/dev/null
read -r shell32 shell32_rss < <(seconds sqlite3 "$WORK/shell32.sqlite" "PRAGMA cache_size = -32768" ".mode csv" "BEGIN" ".import --skip 1 $WORK/jobs.csv jobs" "COMMIT")
ours_rows=$(sqlite3 "$WORK/ours.sqlite" "SELECT count(*) FROM jobs")
shell_rows=$(sqlite3 "$WORK/shell.sqlite" "SELECT count(*) FROM jobs")
read -r stats_s stats_rss < <(seconds "$BIN" ledger --db "$WORK/ours.sqlite" stats --json)

echo
echo "import, rentplan:     ${ours} s  (peak RSS $((ours_rss / 1024)) MiB, $ours_rows rows)"
echo "import, sqlite3 shell: ${shell} s  (peak RSS $((shell_rss / 1024)) MiB, $shell_rows rows)"
echo "import, sqlite3 shell, 32 MiB cache: ${shell32} s  (peak RSS $((shell32_rss / 1024)) MiB)"
awk -v a="$ours" -v b="$shell" -v c="$shell32" 'BEGIN { printf "ratio rentplan / shell: %.2f, / shell with 32 MiB cache: %.2f (target <= 1)\n", a / b, a / c }'
echo "ledger stats --json (whole process): ${stats_s} s"
"$BUILD_DIR/tests/bench_ledger" "$WORK/ours.sqlite" ${QT_PATH:+"$WORK/jobs.csv"}
