#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# How fast RentPlan starts (the targets below), measured against `python3 -c pass` in the same
# run, so a loaded machine shows as a slower baseline rather than as a slower RentPlan:
# - a command as a whole process: `rentplan --help` and an estimate (target: under 20 ms);
# - the window, cold: a throwaway home folder (first start: example plan, empty ledger), under
#   Xvfb at 1366×768, from launch to the window's first paint (target: under 150 ms).
# Each figure is the median of RUNS launches (default 15 for commands, 8 for the window).
# Figures, not pass/fail.
#   scripts/bench-startup.sh            (uses ${RENTPLAN_BUILD_DIR:-build}, built by scripts/build.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="$(pwd)/${RENTPLAN_BUILD_DIR:-build}/rentplan"
[ -x "$BIN" ] || { echo "bench-startup: build first (scripts/build.sh)" >&2; exit 2; }
PROBE="$(pwd)/${RENTPLAN_BUILD_DIR:-build}/tests/startup_probe"
[ -x "$PROBE" ] || { echo "bench-startup: build first (scripts/build.sh builds tests/startup_probe)" >&2; exit 2; }
RUNS="${RUNS:-15}"
WINDOW_RUNS="${WINDOW_RUNS:-8}"
PYTHON=$(command -v python3 || true)
# pyenv and similar shims are shell scripts; the system's interpreter is the baseline.
[ -x /usr/bin/python3 ] && PYTHON=/usr/bin/python3
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT

median() { sort -n | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "%.1f", m}'; }

# Wall time of one process in milliseconds (bash's `time`, resolution 1 ms).
wall_ms() {
  local TIMEFORMAT=%3R t
  t=$( { time "$@" >/dev/null 2>&1; } 2>&1 )
  awk -v s="$t" 'BEGIN {printf "%.1f\n", s * 1000}'
}

measure() { # label command...
  local label="$1"; shift
  "$@" >/dev/null 2>&1 || true # warm the page cache once
  local m
  m=$(for _ in $(seq "$RUNS"); do wall_ms "$@"; done | median)
  printf '%-36s %8s ms\n' "$label" "$m"
}

echo "== commands (median of $RUNS, wall time of the whole process)"
[ -n "$PYTHON" ] && measure "python3 -c pass (baseline)" "$PYTHON" -c pass
export HOME="$SCRATCH/home" LC_ALL=C.UTF-8
mkdir -p "$HOME"
measure "rentplan --help" env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$BIN" --help
measure "rentplan estimate (LoRA, Llama 2 7B)" env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM \
  "$BIN" estimate --preset llama-2-7b --task lora
measure "rentplan plan lora-7b --json" env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM \
  "$BIN" plan resources/data/examples/lora-7b.rentplan --json
echo "   libraries a command loads: $(env -u DISPLAY LD_DEBUG=files "$BIN" --help 2>&1 >/dev/null | grep -c 'file=.*needed by\|file=.*dynamically loaded')"

if ! command -v xvfb-run >/dev/null; then
  echo "== window: skipped (no xvfb-run; scripts/install-deps.sh installs it)"
  exit 0
fi
echo "== window, cold (median of $WINDOW_RUNS; a new home folder each time, Xvfb 1366x768)"
# The floor on this machine: an empty Qt Widgets window (a QMainWindow holding one label) from
# launch to its first paint, built here against the same Qt and measured the same way.
cat >"$SCRATCH/empty.cpp" <<'CPP'
#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QTimer>
#include <chrono>
#include <cstdio>
struct FirstPaint : QObject {
    bool done = false;
    bool eventFilter(QObject*, QEvent* e) override
    {
        if (e->type() == QEvent::Paint && !done) {
            done = true;
            QTimer::singleShot(0, [] {
                const auto now = std::chrono::system_clock::now().time_since_epoch();
                std::fprintf(stderr, "rentplan: window painted %.1f ms after launch\n",
                    double(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()
                        - qgetenv("RENTPLAN_LAUNCH_NS").toLongLong()) / 1e6);
                QCoreApplication::quit();
            });
        }
        return false;
    }
};
int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.setCentralWidget(new QLabel(QStringLiteral("RentPlan")));
    FirstPaint paint;
    window.installEventFilter(&paint);
    window.showMaximized();
    return app.exec();
}
CPP
EMPTY=""
if command -v g++ >/dev/null && pkg-config --exists Qt6Widgets 2>/dev/null \
  && g++ -O2 -fPIC -std=c++17 "$SCRATCH/empty.cpp" $(pkg-config --cflags --libs Qt6Widgets) -o "$SCRATCH/empty" 2>/dev/null; then
  EMPTY="$SCRATCH/empty"
fi
cat >"$SCRATCH/window.sh" <<'SH'
set -u
# The window is measured to its first paint and, separately, to when the tabs behind the one
# shown are built too (MainWindow::Startup::ShownTabFirst); the empty window to its first paint.
measure_window() { # label program paint|tabs
  for i in $(seq "$WINDOW_RUNS"); do
    home="$SCRATCH/window-$i"; rm -rf "$home"; mkdir -p "$home"
    launch=$(date +%s%N)
    HOME="$home" RENTPLAN_LAUNCH_NS=$launch "$2" "$3" "$launch" 2>&1 >/dev/null \
      | sed -n "s|^rentplan: [a-z ]* \([0-9.]*\) ms after launch\$|$1 \1|p"
  done
}
# The window as `rentplan` opens it, through the test-only tests/helpers/startup_probe.cpp, which
# quits after the first paint or once every tab is built (the program has no such switch).
measure_window painted "$PROBE" paint
measure_window tabs "$PROBE" tabs
[ -z "$EMPTY" ] || measure_window empty "$EMPTY" paint
SH
SCRATCH="$SCRATCH" PROBE="$PROBE" EMPTY="$EMPTY" WINDOW_RUNS="$WINDOW_RUNS" \
  xvfb-run -a -s "-screen 0 1366x768x24" bash "$SCRATCH/window.sh" >"$SCRATCH/painted"
value() { awk -v l="$1" '$1 == l {print $2}' "$SCRATCH/painted" | median; }
printf '%-36s %8s ms\n' "launch to the window's first paint" "$(value painted)"
printf '%-36s %8s ms\n' "launch to every tab built" "$(value tabs)"
if [ -n "$EMPTY" ]; then
  floor=$(value empty)
  printf '%-36s %8s ms\n' "an empty Qt window (the floor)" "$floor"
fi
