#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace rp::cli {

// Pads text to a terminal width, counting East Asian wide characters as two
// columns, so Chinese tables line up as English ones do.
QString padRight(const QString& text, int columns);
QString padLeft(const QString& text, int columns);
int displayWidth(const QString& text);

// Lines of a table whose columns are as wide as their widest cell (in display
// columns), two spaces apart, `rightAligned[i]` for numbers; no trailing spaces.
QStringList alignColumns(const QList<QStringList>& rows, const QList<bool>& rightAligned);

} // namespace rp::cli
