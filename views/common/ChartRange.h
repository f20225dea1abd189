#pragma once

#include <QChartView>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace rp::chart_range {

// Two no-break spaces before each label of a left axis. Why: Qt 6.4 Charts sizes a left axis
// from its labels and its title's height as measured in the chart font, then elides the rotated
// title into what is left; a CJK title falls back to a taller font, so beside one-digit labels
// ("0" … "9") it was elided to "⋮". Padded labels leave it room (checked at 1366 × 768 in
// zh_CN). No-break spaces survive the labels' HTML, where plain spaces collapse.
inline const QString kLeftPad = QStringLiteral("\u00a0\u00a0");

// What every planner chart starts with: antialiased, no animation, tight margins, numbers in the
// user's locale; `x` and `y` (when given) are value axes added bottom and left.
inline void prepare(QChartView* view, QValueAxis* x, QValueAxis* y)
{
    view->setRenderHint(QPainter::Antialiasing);
    view->chart()->setAnimationOptions(QChart::NoAnimation);
    view->chart()->setMargins(QMargins(4, 4, 12, 4)); // room for the last x label
    view->chart()->setLocalizeNumbers(true); // 800,000 / 800 000, never 800000
    for (auto [axis, side] : { std::pair { x, Qt::AlignBottom }, std::pair { y, Qt::AlignLeft } }) {
        if (!axis)
            continue;
        axis->setProperty("rpLeftAxis", side == Qt::AlignLeft);
        axis->setLabelFormat(QStringLiteral("%.0f"));
        view->chart()->addAxis(axis, side);
    }
}

// Decimals that tell the ticks of `step` apart: 5 → 0, 0.5 → 1, 0.25 → 2.
inline int decimalsFor(double step)
{
    int decimals = 0;
    while (
        decimals < 6 && std::abs(step * std::pow(10.0, decimals) - std::round(step * std::pow(10.0, decimals))) > 1e-9)
        ++decimals;
    return decimals;
}

// A range with ticks every `step` from 0, labelled with as many decimals as the step needs (a
// 0.5 step labelled "%.0f" read 0, 1, 1, 2). The axis is switched to fixed ticks while the range
// and step change: an old small step over a new large range would make millions of ticks.
inline void setDynamic(QValueAxis* axis, double min, double max, double step)
{
    const QString pad = axis->property("rpLeftAxis").toBool() ? kLeftPad : QString();
    axis->setLabelFormat(pad + QStringLiteral("%.") + QString::number(decimalsFor(step)) + u'f');
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setTickInterval(step);
    axis->setTickAnchor(0);
    axis->setRange(min, max);
    axis->setTickType(QValueAxis::TicksDynamic);
}

// The tick step of 1, 2 or 5 × 10^k at or above `raw`.
inline double niceStep(double raw)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double m : { 1.0, 2.0, 5.0, 10.0 }) {
        step = m * magnitude;
        if (raw <= step)
            break;
    }
    return step;
}

// 0..max on a value axis with about five ticks at 1, 2 or 5 × 10^k; `minStep` keeps counts whole.
inline void setNice(QValueAxis* axis, double max, double minStep = 0)
{
    max = std::max(max, 1.0);
    const double step = std::max(niceStep(max / 5.0), minStep);
    setDynamic(axis, 0, std::ceil(max / step) * step, step);
}

// min..max widened to whole ticks, about `ticks` of them at 1, 2 or 5 × 10^k: for values far from
// 0 (costs between 190,000 and 230,000), where 0..max would squeeze them into a strip.
inline void setNiceSpan(QValueAxis* axis, double min, double max, int ticks = 5)
{
    if (!(max > min))
        max = min + std::max(1.0, std::abs(min) * 0.1);
    const double step = niceStep((max - min) / ticks);
    setDynamic(axis, std::floor(min / step) * step, std::ceil(max / step) * step, step);
}

} // namespace rp::chart_range
