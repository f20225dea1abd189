#include "app/cli/TextColumns.h"

#include <QList>

namespace rp::cli {

namespace {

bool isWide(char32_t c)
{
    // The wide ranges of Unicode's East Asian Width property that Chinese text uses.
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3)
        || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
        || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

} // namespace

int displayWidth(const QString& text)
{
    int width = 0;
    for (char32_t c : text.toUcs4())
        width += isWide(c) ? 2 : 1;
    return width;
}

QString padRight(const QString& text, int columns)
{
    return text + QString(std::max(0, columns - displayWidth(text)), u' ');
}

QString padLeft(const QString& text, int columns)
{
    return QString(std::max(0, columns - displayWidth(text)), u' ') + text;
}

QStringList alignColumns(const QList<QStringList>& rows, const QList<bool>& rightAligned)
{
    QList<int> widths;
    for (const QStringList& row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths[i], displayWidth(row.at(i)));
        }
    }
    QStringList lines;
    for (const QStringList& row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i > 0)
                line += QStringLiteral("  ");
            const bool right = i < rightAligned.size() && rightAligned.at(i);
            line += right ? padLeft(row.at(i), widths.at(i)) : padRight(row.at(i), widths.at(i));
        }
        while (line.endsWith(u' '))
            line.chop(1);
        lines.append(line);
    }
    return lines;
}

} // namespace rp::cli
