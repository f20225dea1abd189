#include "views/report/ReportStyle.h"

#include <QFontDatabase>
#include <QPaintDevice>

namespace rp {

QString ReportStyle::missingFont()
{
    const QStringList families = QFontDatabase::families();
    for (const QString& family : { ReportStyle::family(), ReportStyle::monoFamily() }) {
        if (!families.contains(family))
            return family;
    }
    return {};
}

ReportStyle::ReportStyle(const QPaintDevice* device)
    : m_device(device)
    , m_unit(device->logicalDpiY() / 72.0)
{
}

QFont ReportStyle::font(double pointSize, bool bold)
{
    QFont f(family());
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

QFont ReportStyle::mono(double pointSize)
{
    QFont f(monoFamily());
    f.setStyleHint(QFont::Monospace);
    f.setPointSizeF(pointSize);
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

QColor ReportStyle::palette(int index)
{
    // Distinct in colour and in grey (Okabe–Ito, plus a dark and a light grey): nine, one per part
    // of a memory breakdown.
    static const QColor colors[] = { QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
        QColor(0xCC, 0x79, 0xA7), QColor(0xD5, 0x5E, 0x00), QColor(0x56, 0xB4, 0xE9), QColor(0x7F, 0x7F, 0x00),
        QColor(0x44, 0x44, 0x44), QColor(0xA8, 0xA8, 0xA8) };
    constexpr int count = int(sizeof(colors) / sizeof(colors[0]));
    return colors[((index % count) + count) % count];
}

} // namespace rp
