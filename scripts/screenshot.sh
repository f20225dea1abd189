#!/usr/bin/env bash
# Opens RentPlan under Xvfb in the given language and saves a screenshot of the whole screen.
# Usage: scripts/screenshot.sh OUT.png [zh_CN|en] [tab-index]
set -euo pipefail
cd "$(dirname "$0")/.."
out="$1"; lang="${2:-en}"; tab="${3:-0}"
home=$(mktemp -d)
mkdir -p "$home/.config/RentPlan"
lc=C.UTF-8
printf '[ui]\nlanguage=%s\ncurrentTab=%s\n' "$lang" "$tab" > "$home/.config/RentPlan/RentPlan.conf"
HOME="$home" LC_ALL="$lc" xvfb-run -a -s "-screen 0 1400x900x24" bash -c "
  \"${RENTPLAN_BUILD_DIR:-build}/rentplan\" & pid=\$!
  sleep \${RENTPLAN_SHOT_DELAY:-3}
  import -window root \"$out\"
  kill \$pid"
rm -rf "$home"
