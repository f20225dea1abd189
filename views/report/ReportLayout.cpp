#include "views/report/ReportLayout.h"

#include <QPainter>

namespace rp {

ReportLayout::ReportLayout(const QRectF& body)
    : m_body(body)
{
    newPage();
}

void ReportLayout::newPage()
{
    m_pages.append(QList<Paint>());
    m_y = m_body.top();
}

void ReportLayout::keep(double height)
{
    if (!atTop() && height > remaining())
        newPage();
}

void ReportLayout::place(double height, const Paint& paint)
{
    const double top = m_y;
    m_pages.last().append([paint, top](QPainter& painter) {
        painter.save();
        painter.translate(0, top);
        paint(painter);
        painter.restore();
    });
    m_y += height;
}

void ReportLayout::paintPage(int index, QPainter& painter) const
{
    for (const Paint& step : m_pages.at(index))
        step(painter);
}

} // namespace rp
