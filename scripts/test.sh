#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test headless. ctest itself starts
# the throwaway PostgreSQL cluster the tst_pg*/tst_ledger* suites need and stops it
# afterwards (fixture `pg`, scripts/pg-test-cluster.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "${RENTPLAN_BUILD_DIR:-build}" --output-on-failure -j2
