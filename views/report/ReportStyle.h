#pragma once

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QString>

class QPaintDevice;

namespace rp {

// Fonts, colours and distances of the plan PDF, in points. One family covers
// Latin and Chinese text, so the output is the same on every machine that has
// fonts-noto-cjk, and pdffonts lists only embedded subsets of it.
class ReportStyle {
public:
    static QString family() { return QStringLiteral("Noto Sans CJK SC"); }
    static QString monoFamily() { return QStringLiteral("Noto Sans Mono CJK SC"); }
    // Empty when the fonts are installed; otherwise the family that is missing.
    static QString missingFont();

    explicit ReportStyle(const QPaintDevice* device);

    // Metrics in device units (a font measured on the screen would not match the page).
    QFontMetricsF metrics(const QFont& font) const { return QFontMetricsF(font, m_device); }
    double pt(double points) const { return points * m_unit; } // points → device units
    double toPoints(double deviceUnits) const { return deviceUnits / m_unit; }

    static QFont font(double pointSize, bool bold = false);
    static QFont mono(double pointSize);
    QFont body() const { return font(9.5); }
    QFont small() const { return font(8); }
    QFont table() const { return font(8.5); }
    QFont heading(int level) const { return font(level == 0 ? 16 : 12, true); }

    static QColor palette(int index);
    static QColor ink() { return QColor(0x22, 0x22, 0x22); }
    static QColor muted() { return QColor(0x66, 0x66, 0x66); }
    static QColor rule() { return QColor(0xBB, 0xBB, 0xBB); }
    static QColor warning() { return QColor(0xC6, 0x28, 0x28); }

private:
    const QPaintDevice* m_device;
    double m_unit = 1;
};

} // namespace rp
