#!/usr/bin/env bash
# Installs what is missing, checks the C++ formatting (scripts/check-format.sh), builds, and
# runs every test headless. ctest itself starts
# the throwaway PostgreSQL cluster the tst_pg*/tst_ledger* suites need and stops it
# afterwards (fixture `pg`, scripts/pg-test-cluster.sh).
# RENTPLAN_SANITIZE=1 also runs scripts/sanitize.sh (the engine and CLI suites under
# AddressSanitizer and UndefinedBehaviorSanitizer, in build-sanitize/) after the suite passes.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/check-format.sh
scripts/build.sh
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "${RENTPLAN_BUILD_DIR:-build}" --output-on-failure -j2
if [ "${RENTPLAN_SANITIZE:-0}" = 1 ]; then
  scripts/sanitize.sh
fi
