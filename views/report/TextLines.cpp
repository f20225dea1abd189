#include "views/report/TextLines.h"

#include <QRegularExpression>
#include <QTextBoundaryFinder>

namespace rp {

namespace {

QString trimEnd(const QString& s)
{
    qsizetype end = s.size();
    while (end > 0 && s.at(end - 1).isSpace())
        --end;
    return s.left(end);
}

// Cuts a run too wide for any line between characters (grapheme clusters), as Qt wraps it.
QStringList cut(const QString& run, double width, const TextLines::Advance& advance)
{
    QStringList lines;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, run);
    qsizetype start = 0;
    qsizetype last = 0;
    while (finder.toNextBoundary() != -1) {
        const qsizetype at = finder.position();
        if (at - start > 0 && last > start && advance(run.mid(start, at - start)) > width) {
            lines.append(run.mid(start, last - start));
            start = last;
        }
        last = at;
    }
    lines.append(run.mid(start));
    return lines;
}

} // namespace

QList<QPair<qsizetype, qsizetype>> TextLines::numberSpans(const QString& text)
{
    // A number (digits with "," grouping and a decimal part, a sign or currency sign before it), and
    // after a space or none its unit: Latin letters or % (GB/s, MiB, CNY), or a Chinese unit of
    // this report's texts.
    static const QRegularExpression number(QStringLiteral(
        "(?<![\\w.,])[-+−¥$€]?\\d[\\d,]*(?:\\.\\d+)?"
        "(?:[ \\x{00A0}]?(?:%|[A-Za-z]{1,6}(?:/[A-Za-z]{1,4})?\\b|元|小时|天|个月|月|周|年|张|台|卡|核|倍|次))?"));
    QList<QPair<qsizetype, qsizetype>> spans;
    auto it = number.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength() > 1)
            spans.append({ m.capturedStart(), m.capturedEnd() });
    }
    return spans;
}

QList<qsizetype> TextLines::breaks(const QString& text)
{
    const QList<QPair<qsizetype, qsizetype>> spans = numberSpans(text);
    QList<qsizetype> result;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
    qsizetype span = 0;
    while (finder.toNextBoundary() != -1) {
        const qsizetype at = finder.position();
        if (at <= 0 || at >= text.size())
            continue;
        while (span < spans.size() && spans.at(span).second <= at)
            ++span;
        if (span < spans.size() && spans.at(span).first < at && at < spans.at(span).second)
            continue; // inside a number
        result.append(at);
    }
    return result;
}

QStringList TextLines::wrap(const QString& text, double width, const Advance& advance)
{
    QStringList lines;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        const QList<qsizetype> opportunities = breaks(paragraph);
        qsizetype start = 0;
        qsizetype fits = -1; // the last break whose line fits
        for (qsizetype i = 0; i <= opportunities.size(); ++i) {
            const qsizetype at = i < opportunities.size() ? opportunities.at(i) : paragraph.size();
            if (advance(trimEnd(paragraph.mid(start, at - start))) <= width) {
                fits = at;
                continue;
            }
            if (fits > start) { // the line up to the last break that fitted, then try again from there
                lines.append(trimEnd(paragraph.mid(start, fits - start)));
                start = fits;
                fits = -1;
                --i;
                continue;
            }
            // Not even the first run fits: cut it, and go on from its last piece.
            const QStringList pieces = cut(trimEnd(paragraph.mid(start, at - start)), width, advance);
            for (qsizetype k = 0; k + 1 < pieces.size(); ++k) {
                lines.append(pieces.at(k));
                start += pieces.at(k).size();
            }
            fits = at;
        }
        lines.append(trimEnd(paragraph.mid(start)));
    }
    return lines;
}

} // namespace rp
