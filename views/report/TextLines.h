#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <functional>

namespace rp {

// Wraps report text into lines. Lines break where Unicode line breaking (UAX #14,
// QTextBoundaryFinder) allows, as Qt's own word wrap does, except inside a number
// with its grouping and its unit: "7,846.13 CNY" and "12 小时" always stay on one
// line (Qt alone breaks "7,|846.13" at the start of a text and "GB/|s").
class TextLines {
public:
    using Advance = std::function<double(const QString&)>;

    // [start, end) of each number with its unit in `text`.
    static QList<QPair<qsizetype, qsizetype>> numberSpans(const QString& text);
    // The positions a line may start at (after 0): break opportunities outside number spans.
    static QList<qsizetype> breaks(const QString& text);
    // The text on lines no wider than `width` (as `advance` measures; white space at a break
    // is dropped). "\n" starts a new line. A run wider than `width` is cut between characters,
    // as Qt does, rather than run out of its box.
    static QStringList wrap(const QString& text, double width, const Advance& advance);
};

} // namespace rp
