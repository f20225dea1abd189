#pragma once

#include <QString>

namespace rp::cli {

// Pads text to a terminal width, counting East Asian wide characters as two
// columns, so Chinese tables line up as English ones do.
QString padRight(const QString& text, int columns);
QString padLeft(const QString& text, int columns);
int displayWidth(const QString& text);

} // namespace rp::cli
