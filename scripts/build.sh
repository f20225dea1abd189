#!/usr/bin/env bash
# Configures and builds RentPlan into build/ (or $RENTPLAN_BUILD_DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${RENTPLAN_BUILD_DIR:-build}"
JOBS="${RENTPLAN_JOBS:-2}"
GENERATOR=()
command -v ninja >/dev/null && GENERATOR=(-G Ninja)
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" "${GENERATOR[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
cmake --build "$BUILD_DIR" -j"$JOBS"
