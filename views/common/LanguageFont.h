#pragma once

#include <QString>

namespace rp::language_font {

// Chinese in one font: with a Latin default font (DejaVu Sans, what fontconfig gives outside a
// Chinese locale), every Chinese glyph came from a fallback font with other metrics, and a line
// mixing both, "60亿" in a spin box, sat higher than its neighbours. In Chinese the application
// font becomes Noto Sans CJK SC (Debian's fonts-noto-cjk, which the PDF uses too; it has Latin
// letters of its own), as fontconfig chooses for a zh_CN locale; in English the font the
// application started with comes back. Nothing changes when the font is not installed.
void apply(const QString& language);

} // namespace rp::language_font
