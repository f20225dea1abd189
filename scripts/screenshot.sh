#!/usr/bin/env bash
# Screenshots of RentPlan under Xvfb on a 1366×768 screen (the most common laptop size).
#   scripts/screenshot.sh OUT.png [en|zh_CN] [tab-index] [plan-file]   one tab, in one language
#     (RENTPLAN_SHOT_CONF: more lines for RentPlan.conf, e.g. $'[planner]\nresultsTab=6')
#   scripts/screenshot.sh team-ledger                      the team-ledger connection form, both languages
#   scripts/screenshot.sh                                  every tab in both languages, into docs/screenshots/
# Each shot starts from a fresh home folder: first start, the example plan, and (for the
# ledger) the example jobs imported; "ledger-empty" shows the ledger's first-start state.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${RENTPLAN_BUILD_DIR:-build}/rentplan"
SCREEN="${RENTPLAN_SHOT_SCREEN:-1366x768}"
# The tabs in MainWindow order; add a name here when a tab is added.
TABS=(${RENTPLAN_SHOT_TABS:-estimator billing planner ledger toolkit})

shot() { # out lang tab-index [with-jobs] [plan-file]
  local out="$1" lang="$2" tab="$3" jobs="${4:-}" file="${5:-}"
  local home
  home=$(mktemp -d)
  mkdir -p "$home/.config/RentPlan"
  printf '[ui]\nlanguage=%s\ncurrentTab=%s\n' "$lang" "$tab" > "$home/.config/RentPlan/RentPlan.conf"
  # More settings, e.g. RENTPLAN_SHOT_CONF=$'[planner]\nresultsTab=6' for the Planner's Confidence tab.
  if [ -n "${RENTPLAN_SHOT_CONF:-}" ]; then
    printf '%s\n' "$RENTPLAN_SHOT_CONF" >> "$home/.config/RentPlan/RentPlan.conf"
  fi
  if [ -n "$jobs" ]; then
    HOME="$home" LC_ALL=C.UTF-8 "$BIN" ledger import resources/data/examples/example-jobs.csv > /dev/null
  fi
  HOME="$home" LC_ALL=C.UTF-8 xvfb-run -a -s "-screen 0 ${SCREEN}x24" bash -c "
    \"$BIN\" $file & pid=\$!
    sleep \${RENTPLAN_SHOT_DELAY:-3}
    import -window root \"$out\"
    kill \$pid"
  rm -rf "$home"
}

# File → Open Team Ledger (PostgreSQL)… over the Ledger tab, filled from a saved
# profile of a server on another computer (so the TLS warning shows); no server is contacted.
shot_team_form() { # out lang
  local out="$1" lang="$2" home
  home=$(mktemp -d)
  mkdir -p "$home/.config/RentPlan"
  cat > "$home/.config/RentPlan/RentPlan.conf" <<CONF
[ui]
language=$lang
currentTab=3

[ledgerProfiles]
team\\host=db.example.com
team\\port=5432
team\\database=rentplan
team\\user=alice
team\\sslmode=prefer
team\\connectTimeout=10
CONF
  HOME="$home" LC_ALL=C.UTF-8 xvfb-run -a -s "-screen 0 ${SCREEN}x24" bash -c "
    \"$BIN\" & pid=\$!
    sleep \${RENTPLAN_SHOT_DELAY:-3}
    xdotool search --sync --onlyvisible --pid \$pid | head -1 | xargs -I{} xdotool windowfocus --sync {}
    xdotool key alt+f t
    sleep 1
    import -window root \"$out\"
    kill \$pid"
  rm -rf "$home"
}

if [ "${1:-}" = team-ledger ]; then
  mkdir -p docs/screenshots
  for lang in en zh_CN; do
    shot_team_form "docs/screenshots/$lang-team-ledger.png" "$lang"
    echo "docs/screenshots/$lang-team-ledger.png"
  done
  exit 0
fi

if [ $# -ge 1 ]; then
  shot "$1" "${2:-en}" "${3:-0}" "${RENTPLAN_SHOT_JOBS:-}" "${4:-}"
  exit 0
fi

mkdir -p docs/screenshots
for lang in en zh_CN; do
  for i in "${!TABS[@]}"; do
    name="${TABS[$i]}"
    jobs=""
    file=""
    [ "$name" = ledger ] && jobs=1
    # The planner shows a whole project: the shipped 7B LoRA example.
    [ "$name" = planner ] && file=resources/data/examples/lora-7b.rentplan
    shot "docs/screenshots/$lang-$name.png" "$lang" "$i" "$jobs" "$file"
    if [ "$name" = ledger ]; then
      shot "docs/screenshots/$lang-ledger-empty.png" "$lang" "$i"
    fi
    echo "docs/screenshots/$lang-$name.png"
  done
  shot_team_form "docs/screenshots/$lang-team-ledger.png" "$lang"
done
