// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/module/GuiModule.h"

#include "models/common/PrivateModule.h"

namespace rp::gui_module {

QString fileName()
{
    return QStringLiteral("librentplan-gui.so");
}

const Entry& entry()
{
    return *static_cast<const Entry*>(private_module::entry(fileName(), "rentplan_gui_entry"));
}

} // namespace rp::gui_module
