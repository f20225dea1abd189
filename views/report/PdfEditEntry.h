// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The PDF's last touches through libqpdf live in librentplan-pdfedit.so
// (views/report/PdfEditEntry.cpp), the one part of RentPlan that links libqpdf: it and the
// crypto and image libraries libqpdf needs load when a PDF is first written
// (models/common/PrivateModule.h), not when the window starts.
#include "views/report/PdfOutline.h"

#include <QByteArray>
#include <QFont>
#include <QList>
#include <QString>

#include <functional>

namespace rp::pdfedit_module {

struct Entry {
    const char* version; // RENTPLAN_VERSION of the library
    // Adds the bookmarks (PdfOutline) and makes Chinese text extract as written
    // (PdfTextMapping, with `fontFor` giving the QFont behind a /BaseFont name) to the PDF
    // QPdfWriter wrote. False and `error` when the PDF cannot be read, edited or written;
    // `pdf` is then unchanged.
    bool (*finish)(QByteArray& pdf, const QList<OutlineEntry>& outline,
        const std::function<QFont(const QByteArray& baseFont)>& fontFor, QString* error);
};

} // namespace rp::pdfedit_module

extern "C" const rp::pdfedit_module::Entry* rentplan_pdfedit_entry();
