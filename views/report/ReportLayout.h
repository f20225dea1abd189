#pragma once

#include <QList>
#include <QRectF>

#include <functional>

class QPainter;

namespace rp {

// Pages as lists of drawing steps at fixed positions. Laying out first and
// painting second is what lets every footer say "n / N" and the table of
// contents name pages that come after it.
class ReportLayout {
public:
    using Paint = std::function<void(QPainter&)>;

    // `body`: the area between header and footer, in device units.
    explicit ReportLayout(const QRectF& body);

    const QRectF& body() const { return m_body; }
    int pageCount() const { return int(m_pages.size()); }
    int currentPage() const { return int(m_pages.size()) - 1; }
    double y() const { return m_y; }
    double remaining() const { return m_body.bottom() - m_y; }
    bool atTop() const { return m_y <= m_body.top(); }

    void newPage();
    // Starts a new page unless `height` still fits below (or the page is still empty).
    void keep(double height);
    // Adds a step at the current position and moves down by `height`.
    void place(double height, const Paint& paint);
    void skip(double height) { m_y += height; }

    void paintPage(int index, QPainter& painter) const;

private:
    QRectF m_body;
    double m_y = 0;
    QList<QList<Paint>> m_pages;
};

} // namespace rp
