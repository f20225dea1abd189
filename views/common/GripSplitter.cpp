#include "views/common/GripSplitter.h"

#include <QPainter>
#include <QSplitterHandle>

namespace rp {

namespace {

class GripHandle : public QSplitterHandle {
public:
    GripHandle(Qt::Orientation orientation, QSplitter* parent)
        : QSplitterHandle(orientation, parent)
    {
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        // Three short lines across the middle of the strip, in the palette's dark shade: the
        // same grip in light and dark themes, and visible at a glance.
        QPainter painter(this);
        painter.setPen(palette().color(QPalette::Dark));
        const QPoint c = rect().center();
        constexpr int kHalfLength = 16;
        constexpr int kGap = 3;
        for (int i = -1; i <= 1; ++i) {
            if (orientation() == Qt::Vertical) // a horizontal strip between a top and a bottom pane
                painter.drawLine(c.x() - kHalfLength, c.y() + i * kGap, c.x() + kHalfLength, c.y() + i * kGap);
            else
                painter.drawLine(c.x() + i * kGap, c.y() - kHalfLength, c.x() + i * kGap, c.y() + kHalfLength);
        }
    }
};

} // namespace

GripSplitter::GripSplitter(Qt::Orientation orientation, QWidget* parent)
    : QSplitter(orientation, parent)
{
    // Room for the grip's three lines, 3 px apart, with a margin on either side.
    setHandleWidth(9);
}

QSplitterHandle* GripSplitter::createHandle()
{
    return new GripHandle(orientation(), this);
}

} // namespace rp
