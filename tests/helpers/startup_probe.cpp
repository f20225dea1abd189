// SPDX-License-Identifier: GPL-3.0-or-later
// A test and benchmark stand-in for starting `rentplan`'s window, so the shipped program reads no
// variable that makes it quit: it loads librentplan-gui.so as the program does (app/module/GuiModule.cpp,
// models/common/PrivateModule.cpp) and opens the same window through runWindowMeasured, which quits after
// the first paint (`paint`) or once every tab is built (`tabs`). With LAUNCH_NS (`date +%s%N` just before
// the start) it says on stderr how long after the launch that was. Used by scripts/bench-startup.sh and
// tests/tst_cliquiet.cpp.
//   startup_probe paint|tabs [LAUNCH_NS]
#include "app/module/GuiModule.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>

int main(int argc, char** argv)
{
    if (argc < 2 || (std::strcmp(argv[1], "paint") != 0 && std::strcmp(argv[1], "tabs") != 0)) {
        std::fprintf(stderr, "usage: startup_probe paint|tabs [LAUNCH_NS]\n");
        return 2;
    }
    const auto when = std::strcmp(argv[1], "tabs") == 0 ? rp::gui_module::QuitAfter::EveryTab
                                                        : rp::gui_module::QuitAfter::FirstPaint;
    const long long launchNs = argc > 2 ? std::atoll(argv[2]) : 0;
    int windowArgc = 1; // the window sees the program's name only
    try {
        return rp::gui_module::entry().runWindowMeasured(windowArgc, argv, when, launchNs);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "startup_probe: %s\n", e.what());
        return 1;
    }
}
