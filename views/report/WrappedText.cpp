#include "views/report/WrappedText.h"

#include "views/report/CommandLines.h"
#include "views/report/TextLines.h"

#include <QPainter>

namespace rp {

WrappedText::WrappedText(const ReportStyle& style, const QFont& font, const QString& text, double width, Kind kind)
    : m_font(font)
    , m_width(width)
{
    const QFontMetricsF fm = style.metrics(font);
    m_lineHeight = fm.lineSpacing();
    if (text.isEmpty())
        return;
    const auto advance = [&fm](const QString& s) { return fm.horizontalAdvance(s); };
    if (kind == Kind::Command) {
        for (const QString& command : text.split(QLatin1Char('\n')))
            m_lines += CommandLines::split(command, width, advance);
    } else {
        m_lines = TextLines::wrap(text, width, advance);
    }
}

void WrappedText::paint(QPainter& painter, const QPointF& topLeft, int alignment) const
{
    painter.setFont(m_font);
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        const QRectF box(topLeft.x(), topLeft.y() + i * m_lineHeight, m_width, m_lineHeight);
        painter.drawText(box, alignment | Qt::AlignVCenter | Qt::TextDontClip, m_lines.at(i));
    }
}

} // namespace rp
