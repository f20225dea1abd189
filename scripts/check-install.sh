#!/usr/bin/env bash
# Installs a built RentPlan into a throwaway DESTDIR and checks what a desktop installation needs:
# every file in its place, the desktop entry and the AppStream metainfo valid, the MIME type
# registering *.rentplan, the completion loading, and the installed binary working headless.
#   scripts/check-install.sh BUILD_DIR          (ctest runs it as install_layout)
set -euo pipefail
BUILD_DIR="$(cd "${1:?usage: check-install.sh BUILD_DIR}" && pwd)"
ROOT="$(mktemp -d)"
trap 'rm -rf "$ROOT"' EXIT
fail() { echo "check-install: $*" >&2; exit 1; }

DESTDIR="$ROOT" cmake --install "$BUILD_DIR" --prefix /usr >/dev/null
ID=io.github.rentplan.RentPlan
S="$ROOT/usr/share"
# The private libraries: lib/<multiarch triplet>/rentplan on Debian, lib/rentplan elsewhere.
LIB=$(dirname "$(ls "$ROOT"/usr/lib/*/rentplan/librentplan-gui.so "$ROOT"/usr/lib/rentplan/librentplan-gui.so 2>/dev/null | head -1)")
EXPECTED=(
  "$ROOT/usr/bin/rentplan"
  "$LIB/librentplan-models.so"
  "$LIB/librentplan-gui.so"
  "$LIB/librentplan-pdfedit.so"
  "$LIB/librentplan-keyring.so"
  "$S/applications/$ID.desktop"
  "$S/metainfo/$ID.metainfo.xml"
  "$S/mime/packages/$ID.xml"
  "$S/icons/hicolor/scalable/apps/$ID.svg"
  "$S/man/man1/rentplan.1.gz"
  "$S/doc/rentplan/copyright"
  "$S/doc/rentplan/changelog.gz"
  "$S/doc/rentplan/copyright"
  "$S/doc/rentplan/changelog.gz"
  "$S/bash-completion/completions/rentplan"
  "$S/rentplan/examples/lora-7b.rentplan"
  "$S/rentplan/examples/example-quotes.csv"
  "$S/doc/rentplan/LICENSE"
)
for size in 16 24 32 48 64 128 256; do
  EXPECTED+=("$S/icons/hicolor/${size}x${size}/apps/$ID.png")
done
for f in "${EXPECTED[@]}"; do
  [ -s "$f" ] || fail "missing or empty: ${f#"$ROOT"}"
done
# The PNGs are the sizes their folders say.
for size in 16 256; do
  identify -format '%wx%h' "$S/icons/hicolor/${size}x${size}/apps/$ID.png" | grep -qx "${size}x${size}" \
    || fail "the ${size} px icon has another size"
done

desktop-file-validate "$S/applications/$ID.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$S/metainfo/$ID.metainfo.xml" >/dev/null || fail "appstreamcli validate"
grep -q "^MimeType=application/x-rentplan+json;" "$S/applications/$ID.desktop" || fail "the entry opens no plans"
# One window per plan (README): the desktop starts RentPlan once for each file it opens (%f, not %F).
grep -qx "Exec=rentplan %f" "$S/applications/$ID.desktop" || fail "the entry does not open each plan in its own window"

# shared-mime-info compiles the package: *.rentplan maps to the plan type.
mkdir -p "$ROOT/mime/packages"
cp "$S/mime/packages/$ID.xml" "$ROOT/mime/packages/"
update-mime-database "$ROOT/mime" >/dev/null 2>&1
grep -q "application/x-rentplan+json:\*\.rentplan" "$ROOT/mime/globs2" || fail "no *.rentplan glob"
grep -q "application/x-rentplan+json" "$ROOT/mime/magic" || fail "no magic for the plan type"

# The completion loads and offers the commands the binary has.
PATH="$ROOT/usr/bin:$PATH" bash -c "
  source '$S/bash-completion/completions/rentplan'
  COMP_WORDS=(rentplan ''); COMP_CWORD=1; _rentplan
  printf '%s\n' \"\${COMPREPLY[@]}\"" >"$ROOT/completions"
for cmd in estimate plan export accept-script; do
  grep -qx "$cmd" "$ROOT/completions" || fail "completion lacks $cmd"
done

# The installed binary, from the DESTDIR and with no display: its help, and a plan it reads.
BIN="$ROOT/usr/bin/rentplan"
# (Into files first: grep -q would close the pipe early, and pipefail count the writer's SIGPIPE.)
env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen "$BIN" --help >"$ROOT/help" || fail "--help failed"
grep -q "^Usage: rentplan" "$ROOT/help" || fail "--help prints no usage"
env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen HOME="$ROOT/home" \
  "$BIN" plan "$S/rentplan/examples/lora-7b.rentplan" --json >"$ROOT/plan.json" || fail "plan --json failed"
grep -q '"peak_cards": 8' "$ROOT/plan.json" || fail "plan --json: the example's peak is not 8 cards"
# The installed program finds its window library and the PDF's editing library in its private
# library folder (export draws through the one and finishes the PDF through the other), and
# loads nothing from the build folder.
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM HOME="$ROOT/home" LD_DEBUG=files \
  "$BIN" export "$S/rentplan/examples/lora-7b.rentplan" -o "$ROOT/plan.pdf" 2>"$ROOT/export.log" \
  || { grep -v "^ *[0-9]*:" "$ROOT/export.log" >&2; fail "export failed"; }
head -c 5 "$ROOT/plan.pdf" | grep -q "%PDF-" || fail "export wrote no PDF"
for loaded in librentplan-gui.so librentplan-pdfedit.so; do
  grep -q "file=$LIB/$loaded" "$ROOT/export.log" || fail "export did not load the installed $loaded"
done
if grep -q "file=$BUILD_DIR/" "$ROOT/export.log"; then fail "the installed program loaded libraries from the build folder"; fi
# The man page lists every command, each apart from its summary.
man -l "$S/man/man1/rentplan.1.gz" >"$ROOT/man.txt" 2>/dev/null || fail "man cannot read the page"
grep -q "accept-script" "$ROOT/man.txt" || fail "man page lacks accept-script"
echo "check-install: ${#EXPECTED[@]} files in place, entry, metainfo, MIME type, completion and binary work"
