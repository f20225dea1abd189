#!/usr/bin/env bash
# Configures and builds RentPlan into build/ (or $RENTPLAN_BUILD_DIR).
# RENTPLAN_WERROR=ON makes every compiler warning an error (CI sets it, .ci/run); unset or
# OFF, warnings are reported and the build goes on. A build dir configured the other way
# is reconfigured.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${RENTPLAN_BUILD_DIR:-build}"
JOBS="${RENTPLAN_JOBS:-2}"
WERROR="${RENTPLAN_WERROR:-OFF}"
case "$WERROR" in
  ON|OFF) ;;
  *) echo "build.sh: RENTPLAN_WERROR must be ON or OFF, not \"$WERROR\"" >&2; exit 2 ;;
esac
GENERATOR=()
command -v ninja >/dev/null && GENERATOR=(-G Ninja)
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" "${GENERATOR[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRENTPLAN_WERROR="$WERROR"
elif ! grep -qx "RENTPLAN_WERROR:BOOL=$WERROR" "$BUILD_DIR/CMakeCache.txt"; then
  cmake -S . -B "$BUILD_DIR" -DRENTPLAN_WERROR="$WERROR"
fi
cmake --build "$BUILD_DIR" -j"$JOBS"
