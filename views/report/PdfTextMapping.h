#pragma once

#include <QByteArray>
#include <QFont>

#include <functional>

class QPDF;

namespace rp {

// Makes text copied or extracted from the PDF read as it was written.
// Qt 6.4's PDF engine builds each font's ToUnicode map by giving every glyph the
// lowest code point the font maps to it. Noto Sans CJK draws many ideographs
// with the same glyph as a Kangxi radical or a CJK radical-supplement character
// (方 U+65B9 and ⽅ U+2F45), and those code points are lower, so "方案" came out
// of pdftotext as "⽅案": it looks the same but no search finds it. This rewrites
// each font's map in the document (libqpdf), replacing such a radical with the unified ideograph
// that shares its glyph in the same font.
class PdfTextMapping {
public:
    // `fontFor` gives the QFont behind a /BaseFont name ("NotoSansCJKsc-Bold").
    // Returns how many maps were rewritten; a map it cannot read is left as it is.
    static int fix(QPDF& pdf, const std::function<QFont(const QByteArray& baseFont)>& fontFor);
};

} // namespace rp
