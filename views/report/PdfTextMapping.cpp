#include "views/report/PdfTextMapping.h"

#include <QHash>
#include <QRawFont>
#include <QRegularExpression>

#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>

#include <exception>

namespace rp {

namespace {

// Radical blocks whose code points sort before the unified ideographs they share glyphs with.
bool isRadical(char16_t c)
{
    return (c >= 0x2E80 && c <= 0x2EFF) || (c >= 0x2F00 && c <= 0x2FDF);
}

// Radical → the unified ideograph (U+4E00–U+9FFF) drawn with the same glyph in `font`.
QHash<char16_t, char16_t> unifiedByRadical(const QFont& font)
{
    QHash<char16_t, char16_t> result;
    const QRawFont raw = QRawFont::fromFont(font);
    if (!raw.isValid())
        return result;
    auto glyphs = [&raw](char16_t first, char16_t last) {
        QString chars;
        for (char32_t c = first; c <= last; ++c)
            chars.append(QChar(char16_t(c)));
        return raw.glyphIndexesForString(chars);
    };
    QHash<quint32, char16_t> radicalByGlyph;
    const QList<quint32> radicals = glyphs(0x2E80, 0x2FDF);
    for (qsizetype i = 0; i < radicals.size(); ++i) {
        if (radicals.at(i) != 0)
            radicalByGlyph.insert(radicals.at(i), char16_t(0x2E80 + i));
    }
    const QList<quint32> unified = glyphs(0x4E00, 0x9FFF);
    for (qsizetype i = 0; i < unified.size(); ++i) {
        const auto it = radicalByGlyph.constFind(unified.at(i));
        if (it != radicalByGlyph.cend() && !result.contains(*it))
            result.insert(*it, char16_t(0x4E00 + i));
    }
    return result;
}

// Rewrites the <XXXX> destinations inside the bfrange arrays of a ToUnicode CMap.
QByteArray rewrite(const QByteArray& cmap, const QHash<char16_t, char16_t>& unified, bool* changed)
{
    static const QRegularExpression array(QStringLiteral("\\[([^\\]]*)\\]"));
    static const QRegularExpression code(QStringLiteral("<([0-9A-Fa-f]{4})>"));
    QString text = QString::fromLatin1(cmap);
    QString out;
    qsizetype last = 0;
    auto arrays = array.globalMatch(text);
    while (arrays.hasNext()) {
        const QRegularExpressionMatch a = arrays.next();
        out += QStringView(text).mid(last, a.capturedStart(1) - last);
        QString inner = a.captured(1);
        QString replaced;
        qsizetype at = 0;
        auto codes = code.globalMatch(inner);
        while (codes.hasNext()) {
            const QRegularExpressionMatch c = codes.next();
            replaced += QStringView(inner).mid(at, c.capturedStart() - at);
            const char16_t value = char16_t(c.captured(1).toUInt(nullptr, 16));
            const auto it = isRadical(value) ? unified.constFind(value) : unified.cend();
            if (it != unified.cend()) {
                replaced += QStringLiteral("<%1>").arg(uint(*it), 4, 16, QLatin1Char('0')).toUpper();
                *changed = true;
            } else {
                replaced += c.captured();
            }
            at = c.capturedEnd();
        }
        replaced += QStringView(inner).mid(at);
        out += replaced;
        last = a.capturedEnd(1);
    }
    out += QStringView(text).mid(last);
    return out.toLatin1();
}

} // namespace

int PdfTextMapping::fix(QPDF& pdf, const std::function<QFont(const QByteArray& baseFont)>& fontFor)
{
    QHash<QByteArray, QHash<char16_t, char16_t>> byFont;
    int fixed = 0;
    for (QPDFObjectHandle& font : pdf.getAllObjects()) {
        if (!font.isDictionary() || !font.getKey("/Type").isNameAndEquals("/Font"))
            continue;
        QPDFObjectHandle map = font.getKey("/ToUnicode");
        QPDFObjectHandle baseFont = font.getKey("/BaseFont");
        if (!map.isStream() || !baseFont.isName())
            continue;
        const QByteArray fontName = QByteArray::fromStdString(baseFont.getName()).mid(1); // without the "/"
        if (!byFont.contains(fontName))
            byFont.insert(fontName, unifiedByRadical(fontFor(fontName)));
        QByteArray cmap;
        try {
            const std::shared_ptr<Buffer> data = map.getStreamData(qpdf_dl_generalized);
            cmap = QByteArray(reinterpret_cast<const char*>(data->getBuffer()), qsizetype(data->getSize()));
        } catch (const std::exception&) {
            continue; // a map it cannot read is left as it is
        }
        bool changed = false;
        const QByteArray rewritten = rewrite(cmap, byFont.value(fontName), &changed);
        if (!changed)
            continue;
        map.replaceStreamData(rewritten.toStdString(), QPDFObjectHandle::newNull(), QPDFObjectHandle::newNull());
        ++fixed;
    }
    return fixed;
}

} // namespace rp
