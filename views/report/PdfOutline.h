#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

class QPDF;

namespace rp {

// One bookmark: a title, its depth (0 = top level), the page it opens (0-based)
// and how far below the top of that page its heading sits, in points.
struct OutlineEntry {
    QString title;
    int level = 0;
    int pageIndex = 0;
    double topPoints = 0;
};

// Qt 6.4's QPdfWriter writes no document outline. This adds one to a finished
// PDF through libqpdf: the outline items (ISO 32000-1 §12.3.3), each opening its
// page at its heading, and the catalog's /Outlines with /PageMode /UseOutlines.
class PdfOutline {
public:
    // Returns false and fills `error` when the PDF's pages cannot be read or are
    // fewer than the entries name; the document is then unchanged.
    static bool add(QPDF& pdf, const QList<OutlineEntry>& entries, QString* error);
    // The same on PDF bytes: reads them, adds the outline and writes the file again;
    // on failure `pdf` is unchanged.
    static bool append(QByteArray& pdf, const QList<OutlineEntry>& entries, QString* error);
    // A PDF text string: UTF-16BE with a byte order mark, hex-encoded (§7.9.2.2).
    static QByteArray textString(const QString& text);
};

} // namespace rp
