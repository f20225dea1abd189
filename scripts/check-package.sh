#!/usr/bin/env bash
# Builds the Debian package from a built tree (scripts/package.sh) into a throwaway folder and
# checks that it holds exactly the files `cmake --install` lays out, with dpkg-shlibdeps'
# dependencies and the version of the project.
#   scripts/check-package.sh BUILD_DIR          (ctest runs it as package_contents)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="$(cd "${1:?usage: check-package.sh BUILD_DIR}" && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
fail() { echo "check-package: $*" >&2; exit 1; }

RENTPLAN_BUILD_DIR="$BUILD_DIR" RENTPLAN_DIST_DIR="$WORK/dist" scripts/package.sh >/dev/null
DEB=$(ls "$WORK"/dist/rentplan_*.deb)
DESTDIR="$WORK/root" cmake --install "$BUILD_DIR" --prefix /usr >/dev/null
(cd "$WORK/root" && find . -type f | sort) >"$WORK/installed"
dpkg-deb -c "$DEB" | awk '$1 !~ /^d/ {print $6}' | sort >"$WORK/packaged"
diff -u "$WORK/installed" "$WORK/packaged" || fail "the package's files differ from the install's"
VERSION=$(sed -n 's/^project(RentPlan VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
[ "$(dpkg-deb -f "$DEB" Version)" = "$VERSION" ] || fail "version is not $VERSION"
dpkg-deb -f "$DEB" Depends | grep -q "libqt6core6" || fail "Depends lacks what dpkg-shlibdeps finds"
echo "check-package: $(wc -l <"$WORK/packaged") files, version $VERSION"
