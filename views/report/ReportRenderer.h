#pragma once

#include "models/report/ReportContent.h"
#include "views/report/PdfOutline.h"

#include <QList>

class QPagedPaintDevice;

namespace rp {

// Lays the report content out on pages and paints it on a PDF writer or a
// printer (the print preview): cover, contents, chapters; page header with the
// plan name (and the example-prices mark), footer "n / N"; tables that repeat
// their header, never split a row and never leave one row alone on a page (ReportTable);
// text that never breaks inside a number or a command word (WrappedText); charts kept
// whole on one page.
class ReportRenderer {
public:
    explicit ReportRenderer(const report::ReportContent& content);

    // The device must have zero margins (ReportPdfWriter and the preview set them).
    // Returns the bookmarks: every chapter and subsection with its page and height.
    QList<OutlineEntry> paint(QPagedPaintDevice* device) const;

private:
    const report::ReportContent& m_content;
};

} // namespace rp
