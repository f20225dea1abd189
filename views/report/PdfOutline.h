#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace rp {

class PdfUpdate;

// One bookmark: a title, its depth (0 = top level), the page it opens (0-based)
// and how far below the top of that page its heading sits, in points.
struct OutlineEntry {
    QString title;
    int level = 0;
    int pageIndex = 0;
    double topPoints = 0;
};

// Qt 6.4's QPdfWriter writes no document outline. This adds one to a finished
// PDF in an incremental update (PdfUpdate): the outline objects, and a new
// version of the catalog (same object number) that points at them.
class PdfOutline {
public:
    // Returns false and fills `error` when the PDF's page tree cannot be read or
    // has fewer pages than the entries name; `update` is then unchanged.
    static bool add(PdfUpdate& update, const QList<OutlineEntry>& entries, QString* error);
    // The same on PDF bytes: reads them, adds the outline and appends the update.
    static bool append(QByteArray& pdf, const QList<OutlineEntry>& entries, QString* error);
    // A PDF text string: UTF-16BE with a byte order mark, hex-encoded (§7.9.2.2).
    static QByteArray textString(const QString& text);
};

} // namespace rp
