#pragma once

#include "models/common/OutputFile.h"
#include "models/report/ReportContent.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QPageSize>
#include <QString>

#include <optional>

class QPagedPaintDevice;

namespace rp {

// The plan PDF as a file: rendered in memory on a QPdfWriter, bookmarks added
// (PdfOutline), then written through QSaveFile, so a failure leaves no half PDF
// and an existing file untouched.
class ReportPdfWriter {
    Q_DECLARE_TR_FUNCTIONS(ReportPdfWriter)

public:
    // "A4" or "Letter" (the --page-size names), case-insensitive.
    static std::optional<QPageSize::PageSizeId> pageSizeFromName(const QString& name);
    // Full page, no margins: the renderer places header, body and footer itself.
    static void preparePage(QPagedPaintDevice* device, QPageSize::PageSizeId size);

    // The finished PDF bytes; nullopt and `error` when a font is missing or the outline fails.
    static std::optional<QByteArray> render(
        const report::ReportContent& content, QPageSize::PageSizeId size, QString* error);
    // `dash`: whether "-" means standard output (the command line) or a file named "-".
    static bool write(const report::ReportContent& content, QPageSize::PageSizeId size, const QString& path,
        QString* error, OutputFile::Dash dash = OutputFile::Dash::IsAFileName);
};

} // namespace rp
