// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/module/GuiEntry.h"

#include <QString>

namespace rp::gui_module {

// librentplan-gui.so, loaded on first use from beside librentplan-models.so (the build folder,
// or the installed lib/<triplet>/rentplan folder; common/PrivateModule.h). Throws
// InputException naming the library when it is missing, cannot be loaded or is of
// another version than the program.
const Entry& entry();

// The library's file name, for messages and the install rules' check.
QString fileName();

} // namespace rp::gui_module
