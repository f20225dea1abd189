#include "cli/TextColumns.h"

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

} // namespace rp::cli
