#!/usr/bin/env bash
# Installs what is missing, builds and opens RentPlan.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
exec "${RENTPLAN_BUILD_DIR:-build}/rentplan" "$@"
