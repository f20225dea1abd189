#!/usr/bin/env bash
# Installs the Debian 12 packages RentPlan needs to build, run and test.
# Only what is missing is installed, so a second run is quick and offline.
set -euo pipefail

PACKAGES=(
  # build; clang-format for the formatting check (scripts/check-format.sh)
  cmake g++ make ninja-build pkg-config ccache clang-format
  qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqt6sql6-sqlite libgl-dev libqt6opengl6-dev nlohmann-json3-dev
  # the team ledger (docs/team-ledger.md): Qt's PostgreSQL driver, libpq for COPY, the desktop keyring
  libqt6sql6-psql libpq-dev qtkeychain-qt6-dev
  # the plan PDF's bookmarks and text mapping, edited through libqpdf
  libqpdf-dev
  qt6-translations-l10n
  # the request for quotation as XLSX: written with libxlsxwriter, read back with minizip
  libxlsxwriter-dev libminizip-dev
  # runtime: Chinese glyphs for the GUI and the PDF
  fonts-noto-cjk
  # tests: headless display, screenshots, PDF inspection (poppler, qpdf --check), sqlite3 shell for the ledger benchmark
  xvfb xauth imagemagick poppler-utils qpdf sqlite3
  # tests: the throwaway PostgreSQL 15 server (scripts/pg-test-cluster.sh; creates the
  # `postgres` system user) and ps/pgrep to stop it
  postgresql-15 procps
  # screenshots of dialogs: xdotool opens them from the menu under Xvfb
  xdotool
  # tests: lint the generated bash scripts (accept-script, watchdog) in tst_generatedscripts
  shellcheck
  # install files: icons rendered from the SVG, the man page from --help; their checks
  # (scripts/check-install.sh) and the Debian package (scripts/package.sh, dpkg-shlibdeps)
  librsvg2-bin help2man desktop-file-utils appstream shared-mime-info man-db dpkg-dev
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
echo "Installing: ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
