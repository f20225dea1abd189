// SPDX-License-Identifier: GPL-3.0-or-later
// librentplan-pdfedit.so's side of views/report/PdfEditEntry.h.
#include "views/report/PdfEditEntry.h"

#include "views/report/PdfFile.h"
#include "views/report/PdfTextMapping.h"

namespace rp::pdfedit_module {

namespace {

bool finish(QByteArray& pdf, const QList<OutlineEntry>& outline,
    const std::function<QFont(const QByteArray& baseFont)>& fontFor, QString* error)
{
    PdfFile file(pdf);
    QString outlineError = file.error();
    if (!file.isValid() || !PdfOutline::add(file.qpdf(), outline, &outlineError)) {
        *error = PdfFile::tr("could not add the bookmarks: %1").arg(outlineError);
        return false;
    }
    PdfTextMapping::fix(file.qpdf(), fontFor);
    std::optional<QByteArray> written = file.write(error);
    if (!written)
        return false;
    pdf = *written;
    return true;
}

const Entry kEntry { RENTPLAN_VERSION, &finish };

} // namespace

} // namespace rp::pdfedit_module

extern "C" Q_DECL_EXPORT const rp::pdfedit_module::Entry* rentplan_pdfedit_entry()
{
    return &rp::pdfedit_module::kEntry;
}
