// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// RentPlan's libraries that are loaded only when needed, so that what does not use them
// starts without them and the libraries they link (README.md, "Layout"):
// - librentplan-gui.so: the window, the views and the PDF renderer (app/module/GuiEntry.h);
// - librentplan-pdfedit.so: the PDF's bookmarks and text mapping through libqpdf
//   (views/report/PdfEditEntry.h);
// - librentplan-keyring.so: the desktop keyring through QtKeychain (models/ledger/KeyringEntry.h).
// Each exports one C function returning its table of functions, whose first member is the
// version it was built from.
namespace rp::private_module {

// The folder librentplan-models.so was loaded from: the build folder, or RentPlan's private
// library folder once installed. The other libraries are installed beside it.
QString folder();

// Loads `fileName` from folder() (once: it stays loaded for the life of the process), calls its
// `entrySymbol` and checks the table's version against this library's. Throws InputException
// naming the file when it is missing, does not load, lacks the symbol or is another version.
const void* entry(const QString& fileName, const char* entrySymbol);

} // namespace rp::private_module
