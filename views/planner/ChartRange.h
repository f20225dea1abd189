#pragma once

#include <QChartView>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace rp::chart_range {

// What every planner chart starts with: antialiased, no animation, tight margins; `x` and `y`
// (when given) are whole-number value axes added bottom and left.
inline void prepare(QChartView* view, QValueAxis* x, QValueAxis* y)
{
    view->setRenderHint(QPainter::Antialiasing);
    view->chart()->setAnimationOptions(QChart::NoAnimation);
    view->chart()->setMargins(QMargins(4, 4, 4, 4));
    for (auto [axis, side] : { std::pair { x, Qt::AlignBottom }, std::pair { y, Qt::AlignLeft } }) {
        if (!axis)
            continue;
        axis->setLabelFormat(QStringLiteral("%.0f"));
        view->chart()->addAxis(axis, side);
    }
}

// A range with ticks every `step` from 0. The axis is switched to fixed ticks while the range and
// step change: an old small step over a new large range would make millions of ticks.
inline void setDynamic(QValueAxis* axis, double min, double max, double step)
{
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setTickInterval(step);
    axis->setTickAnchor(0);
    axis->setRange(min, max);
    axis->setTickType(QValueAxis::TicksDynamic);
}

// 0..max on a value axis with about five ticks at 1, 2 or 5 × 10^k.
inline void setNice(QValueAxis* axis, double max)
{
    max = std::max(max, 1.0);
    const double raw = max / 5.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double m : { 1.0, 2.0, 5.0, 10.0 }) {
        step = m * magnitude;
        if (raw <= step)
            break;
    }
    setDynamic(axis, 0, std::ceil(max / step) * step, step);
}

} // namespace rp::chart_range
