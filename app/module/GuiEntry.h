// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window, the charts and the PDF renderer live in librentplan-gui.so, which the
// `rentplan` program loads only when it draws: a sub-command then starts with QtCore
// and the engine alone, without Qt's GUI libraries, fonts or platform plugin (README.md, "Layout").
// This is the one symbol the library exports; the program finds it by name
// (models/common/PrivateModule.cpp) and checks that both were built from the same version.
#include "models/report/ReportContent.h"

#include <QString>
#include <QStringList>

namespace rp::gui_module {

// When a measured start of the window ends (runWindowMeasured).
enum class QuitAfter { FirstPaint, EveryTab };

struct Entry {
    const char* version; // RENTPLAN_VERSION of the library, which must be the program's
    // The window: a QApplication, the user's language, the main window, an optional plan
    // file to open; returns the application's exit code.
    int (*runWindow)(int& argc, char** argv, const QString& planFile);
    // A command that draws: `body(context)` runs inside a QGuiApplication, on the offscreen
    // platform unless QT_QPA_PLATFORM names another.
    int (*runDrawing)(int& argc, char** argv, int (*body)(void*), void* context);
    // The plan PDF; pageSize is "A4" or "Letter". False and `error` when it cannot be written.
    bool (*writePdf)(const report::ReportContent& content, const QString& pageSize, const QString& path,
        bool dashIsStandardOutput, QString* error);
    // The window's start, measured: the window as runWindow opens it (no plan), which quits after its first
    // paint or once every tab is built and says on standard error how long after `launchNs` (CLOCK_REALTIME,
    // nanoseconds; 0: not said) that was. The rentplan program never calls it: only the test and benchmark
    // program tests/helpers/startup_probe.cpp does (scripts/bench-startup.sh, tests/tst_cliquiet.cpp).
    int (*runWindowMeasured)(int& argc, char** argv, QuitAfter when, qint64 launchNs);
};

} // namespace rp::gui_module

extern "C" const rp::gui_module::Entry* rentplan_gui_entry();
