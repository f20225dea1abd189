#!/usr/bin/env bash
# Installs what is missing, checks the C++ formatting (scripts/check-format.sh), builds, and
# runs every test headless. ctest itself starts
# the throwaway PostgreSQL cluster the tst_pg*/tst_ledger* suites need and stops it
# afterwards (fixture `pg`, scripts/pg-test-cluster.sh).
# RENTPLAN_SANITIZE=1 (CI sets it, .ci/run) then also runs scripts/sanitize.sh: the engine and
# CLI suites built again under AddressSanitizer and UndefinedBehaviorSanitizer in build-sanitize/
# and run, headless too; a failure or a sanitizer report there fails this script.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/check-format.sh
start=$SECONDS
scripts/build.sh
built=$SECONDS
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "${RENTPLAN_BUILD_DIR:-build}" --output-on-failure -j2
echo "test.sh: build $((built - start)) s, suite $((SECONDS - built)) s"
if [ "${RENTPLAN_SANITIZE:-0}" = 1 ]; then
  scripts/sanitize.sh
fi
