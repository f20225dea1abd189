#!/usr/bin/env bash
# Builds the Debian package of RentPlan into dist/ (CPack's DEB generator; the install rules are in
# resources/CMakeLists.txt and app/CMakeLists.txt, the package's fields at the end of
# CMakeLists.txt). Uses the build folder $RENTPLAN_BUILD_DIR when it names one, else builds into
# build/ first. Then: sudo apt install ./dist/rentplan_*.deb
#   RENTPLAN_DIST_DIR=DIR   write the package there instead of dist/
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${RENTPLAN_BUILD_DIR:-build}"
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  scripts/install-deps.sh
  RENTPLAN_BUILD_DIR="$BUILD_DIR" scripts/build.sh
else
  cmake --build "$BUILD_DIR" -j"${RENTPLAN_JOBS:-2}"
fi
DIST="${RENTPLAN_DIST_DIR:-$PWD/dist}"
mkdir -p "$DIST"
# CPack runs the install rules again into its own staging folder, strips the binary and asks
# dpkg-shlibdeps for the libraries' packages.
(cd "$BUILD_DIR" && cpack -G DEB -B "$DIST" >/dev/null)
rm -rf "$DIST/_CPack_Packages"
ls "$DIST"/rentplan_*.deb
