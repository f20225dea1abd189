#include "views/report/ReportChartPainter.h"

#include "views/report/WrappedText.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace rp {

namespace {

constexpr int kTickTarget = 6;

double niceStep(double span, int target)
{
    if (!(span > 0))
        return 1;
    const double raw = span / target;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : { 1.0, 2.0, 2.5, 5.0, 10.0 }) {
        if (m * magnitude >= raw)
            return m * magnitude;
    }
    return 10 * magnitude;
}

QList<double> linearTicks(double min, double max, double* step)
{
    *step = niceStep(max - min, kTickTarget);
    QList<double> ticks;
    for (double v = std::ceil(min / *step - 1e-9) * *step; v <= max + *step * 1e-9; v += *step)
        ticks.append(std::abs(v) < *step * 1e-9 ? 0.0 : v);
    return ticks;
}

QList<double> logTicks(double min, double max)
{
    QList<double> ticks;
    for (double v = std::pow(10.0, std::ceil(std::log10(min) - 1e-9)); v <= max * (1 + 1e-9); v *= 10)
        ticks.append(v);
    return ticks;
}

QString tickText(double value, double step)
{
    const int decimals = step >= 1 ? 0 : std::min(6, int(std::ceil(-std::log10(step) - 1e-9)));
    return QLocale().toString(value, 'f', decimals);
}

QString markerNumber(qsizetype index)
{
    return QString::number(index + 1);
}

QStringList notesOf(const report::Chart& chart)
{
    QStringList lines;
    for (qsizetype i = 0; i < chart.markers.size(); ++i)
        lines.append(markerNumber(i) + QStringLiteral("  ") + chart.markers.at(i).label);
    lines += chart.notes;
    return lines;
}

} // namespace

ReportChartPainter::ReportChartPainter(const ReportStyle& style, const report::Chart& chart)
    : m_style(style)
    , m_chart(chart)
{
}

double ReportChartPainter::notesHeight(double width) const
{
    double height = 0;
    for (const QString& line : notesOf(m_chart))
        height += WrappedText(m_style, m_style.small(), line, width).height();
    return height > 0 ? height + m_style.pt(4) : 0;
}

ReportChartPainter::Range ReportChartPainter::xRange() const
{
    Range r { std::numeric_limits<double>::max(), std::numeric_limits<double>::lowest() };
    auto take = [&r](double v) {
        r.min = std::min(r.min, v);
        r.max = std::max(r.max, v);
    };
    for (const report::ChartSeries& s : m_chart.series) {
        for (const QPointF& p : s.points) {
            if (std::isfinite(p.x()) && (!m_chart.logX || p.x() > 0))
                take(p.x());
        }
    }
    for (const report::ChartBox& b : m_chart.boxes) {
        take(b.rect.left());
        take(b.rect.right());
    }
    if (r.min > r.max)
        return m_chart.logX ? Range { 1, 10 } : Range { 0, 1 };
    if (!m_chart.logX)
        r.min = std::min(r.min, 0.0);
    if (r.max <= r.min)
        r.max = r.min + (m_chart.logX ? r.min * 9 : 1);
    return r;
}

ReportChartPainter::Range ReportChartPainter::yRange() const
{
    if (m_chart.yMax && *m_chart.yMax > 0)
        return { 0, *m_chart.yMax };
    double max = 0;
    for (const report::ChartSeries& s : m_chart.series) {
        for (const QPointF& p : s.points) {
            if (std::isfinite(p.y()))
                max = std::max(max, p.y());
        }
    }
    for (const report::ChartBox& b : m_chart.boxes)
        max = std::max(max, b.rect.bottom());
    return { 0, max > 0 ? max * 1.05 : 1 };
}

double ReportChartPainter::legendHeight(double width) const
{
    QStringList labels;
    if (m_chart.kind == report::Chart::Kind::Bars)
        labels = m_chart.partLabels;
    for (const report::ChartSeries& s : m_chart.series)
        labels.append(s.label);
    for (const report::ChartBox& b : m_chart.boxes) {
        if (!labels.contains(b.label))
            labels.append(b.label);
    }
    if (labels.isEmpty())
        return 0;
    const QFontMetricsF fm = m_style.metrics(m_style.small());
    double x = 0;
    int lines = 1;
    for (const QString& label : labels) {
        const double w = m_style.pt(16) + fm.horizontalAdvance(label) + m_style.pt(12);
        if (x > 0 && x + w > width) {
            ++lines;
            x = 0;
        }
        x += w;
    }
    return lines * fm.height() * 1.3;
}

void ReportChartPainter::paintLegend(QPainter& painter, const QRectF& rect) const
{
    struct Entry {
        QString label;
        QColor color;
        bool line;
        bool dashed;
    };
    QList<Entry> entries;
    if (m_chart.kind == report::Chart::Kind::Bars) {
        for (qsizetype i = 0; i < m_chart.partLabels.size(); ++i)
            entries.append({ m_chart.partLabels.at(i), ReportStyle::palette(int(i)), false, false });
    }
    QStringList seen;
    for (const report::ChartBox& b : m_chart.boxes) {
        if (!seen.contains(b.label)) {
            seen.append(b.label);
            entries.append({ b.label, ReportStyle::palette(b.color), false, false });
        }
    }
    for (const report::ChartSeries& s : m_chart.series)
        entries.append({ s.label, ReportStyle::palette(s.color), true, s.dashed });

    painter.setFont(m_style.small());
    const QFontMetricsF fm = m_style.metrics(m_style.small());
    const double lineHeight = fm.height() * 1.3;
    double x = rect.left();
    double y = rect.top();
    for (const Entry& e : entries) {
        const double w = m_style.pt(16) + fm.horizontalAdvance(e.label) + m_style.pt(12);
        if (x > rect.left() && x + w > rect.right()) {
            x = rect.left();
            y += lineHeight;
        }
        const double mid = y + lineHeight / 2;
        if (e.line) {
            QPen pen(e.color, m_style.pt(1.6));
            pen.setStyle(e.dashed ? Qt::DashLine : Qt::SolidLine);
            painter.setPen(pen);
            painter.drawLine(QPointF(x, mid), QPointF(x + m_style.pt(12), mid));
        } else {
            painter.fillRect(QRectF(x, mid - m_style.pt(4), m_style.pt(12), m_style.pt(8)), e.color);
        }
        painter.setPen(ReportStyle::ink());
        painter.drawText(QRectF(x + m_style.pt(16), y, w, lineHeight), Qt::AlignLeft | Qt::AlignVCenter, e.label);
        x += w;
    }
}

void ReportChartPainter::paint(QPainter& painter, const QRectF& rect) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double notes = notesHeight(rect.width());
    const QRectF chartRect(rect.left(), rect.top(), rect.width(), rect.height() - notes);

    // Title above, legend below the chart.
    painter.setFont(m_style.font(9.5, true));
    const QFontMetricsF titleFm = m_style.metrics(m_style.font(9.5, true));
    painter.setPen(ReportStyle::ink());
    painter.drawText(QRectF(chartRect.left(), chartRect.top(), chartRect.width(), titleFm.height()),
        Qt::AlignLeft | Qt::AlignVCenter, m_chart.title);
    const double legend = legendHeight(chartRect.width());
    const QRectF inner(chartRect.left(), chartRect.top() + titleFm.height() * 1.4, chartRect.width(),
        chartRect.height() - titleFm.height() * 1.4 - legend - m_style.pt(4));
    paintLegend(painter, QRectF(chartRect.left(), inner.bottom() + m_style.pt(4), chartRect.width(), legend));

    if (m_chart.kind == report::Chart::Kind::Bars) {
        paintBars(painter, inner);
    } else {
        paintLines(painter, inner, xRange(), yRange());
    }

    if (notes > 0) {
        painter.setPen(ReportStyle::muted());
        double y = chartRect.bottom() + m_style.pt(4);
        for (const QString& line : notesOf(m_chart)) {
            const WrappedText text(m_style, m_style.small(), line, rect.width());
            text.paint(painter, QPointF(rect.left(), y));
            y += text.height();
        }
    }
    painter.restore();
}

void ReportChartPainter::paintLines(QPainter& painter, const QRectF& area, const Range& x, const Range& y) const
{
    painter.setFont(m_style.small());
    const QFontMetricsF fm = m_style.metrics(m_style.small());
    double yStep = 1;
    const QList<double> yTicks = linearTicks(y.min, y.max, &yStep);
    double labelWidth = 0;
    for (double t : yTicks)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(tickText(t, yStep)));
    const double axisTitle = fm.height() * 1.2;
    const double markerRadius = m_style.pt(5);
    const double labelGap = markerRadius + m_style.pt(2); // a marker on the value axis leaves its labels readable
    const QRectF plot(area.left() + axisTitle + labelWidth + labelGap, area.top() + fm.height() / 2,
        area.width() - axisTitle - labelWidth - labelGap - m_style.pt(8),
        area.height() - fm.height() / 2 - fm.height() * 2.6);
    auto mapX = [&](double v) {
        if (m_chart.logX)
            return plot.left()
                + (std::log10(v) - std::log10(x.min)) / (std::log10(x.max) - std::log10(x.min)) * plot.width();
        return plot.left() + (v - x.min) / (x.max - x.min) * plot.width();
    };
    auto mapY = [&](double v) { return plot.bottom() - (v - y.min) / (y.max - y.min) * plot.height(); };

    // Grid and tick labels.
    painter.setPen(QPen(ReportStyle::rule(), m_style.pt(0.4)));
    for (double t : yTicks) {
        painter.drawLine(QPointF(plot.left(), mapY(t)), QPointF(plot.right(), mapY(t)));
    }
    double xStep = 1;
    const QList<double> xTicks = m_chart.logX ? logTicks(x.min, x.max) : linearTicks(x.min, x.max, &xStep);
    for (double t : xTicks)
        painter.drawLine(QPointF(mapX(t), plot.top()), QPointF(mapX(t), plot.bottom()));
    painter.setPen(QPen(ReportStyle::ink(), m_style.pt(0.8)));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    painter.drawLine(plot.bottomLeft(), plot.topLeft());
    painter.setPen(ReportStyle::muted());
    for (double t : yTicks) {
        // On its gridline: the digits' middle (half their cap height above the baseline) on the line.
        const QString label = tickText(t, yStep);
        painter.drawText(
            QPointF(plot.left() - labelGap - fm.horizontalAdvance(label), mapY(t) + fm.capHeight() / 2), label);
    }
    QList<QPair<double, QString>> xLabels;
    for (double t : xTicks)
        xLabels.append({ mapX(t), tickText(t, m_chart.logX ? std::min(1.0, t) : xStep) });
    paintXAxisLabels(painter, plot, xLabels);
    painter.save();
    painter.translate(area.left(), plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), axisTitle), Qt::AlignCenter, m_chart.yLabel);
    painter.restore();

    painter.save();
    painter.setClipRect(plot.adjusted(-m_style.pt(2), -m_style.pt(2), m_style.pt(2), m_style.pt(2)));
    for (const report::ChartBox& b : m_chart.boxes) {
        const QRectF r = QRectF(
            QPointF(mapX(b.rect.left()), mapY(b.rect.bottom())), QPointF(mapX(b.rect.right()), mapY(b.rect.top())))
                             .normalized();
        QColor fill = ReportStyle::palette(b.color);
        painter.fillRect(r, fill);
        painter.setPen(QPen(Qt::white, m_style.pt(0.5)));
        painter.drawRect(r);
    }
    for (const report::ChartSeries& s : m_chart.series) {
        QPainterPath path;
        bool started = false;
        QPointF last;
        for (const QPointF& p : s.points) {
            if (!std::isfinite(p.y()) || (m_chart.logX && p.x() <= 0)) {
                started = false;
                continue;
            }
            const QPointF at(mapX(p.x()), mapY(p.y()));
            if (!started) {
                path.moveTo(at);
                started = true;
            } else {
                if (s.steps)
                    path.lineTo(QPointF(at.x(), last.y()));
                path.lineTo(at);
            }
            last = at;
        }
        QPen pen(ReportStyle::palette(s.color), m_style.pt(1.4));
        pen.setStyle(s.dashed ? Qt::DashLine : Qt::SolidLine);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    }
    painter.restore();
    paintBeyondTop(painter, plot, mapX, y, yStep);
    painter.setFont(m_style.font(7, true));
    const double r = markerRadius;
    QList<QPointF> drawn;
    for (qsizetype i = 0; i < m_chart.markers.size(); ++i) {
        const QPointF p = m_chart.markers.at(i).at;
        if (m_chart.logX && p.x() <= 0)
            continue;
        // A crossing above the clipped value axis is still marked, at the top edge.
        QPointF at(mapX(p.x()), std::max(mapY(p.y()), plot.top()));
        // Markers closer than a circle apart stack upwards, so each number stays readable. The
        // tolerance keeps a marker just placed above another from being seen as touching it again
        // by rounding (two finishes at the same hours and cost looped forever).
        for (bool moved = true; moved;) {
            moved = false;
            for (const QPointF& d : drawn) {
                if (QLineF(at, d).length() < 2 * r * (1 - 1e-9)) {
                    at.setY(d.y() - 2 * r);
                    moved = true;
                }
            }
        }
        drawn.append(at);
        painter.setPen(QPen(ReportStyle::ink(), m_style.pt(0.8)));
        painter.setBrush(Qt::white);
        painter.drawEllipse(at, r, r);
        painter.drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt::AlignCenter, markerNumber(i));
    }
}

void ReportChartPainter::paintBeyondTop(QPainter& painter, const QRectF& plot,
    const std::function<double(double)>& mapX, const Range& y, double yStep) const
{
    painter.save();
    painter.setFont(m_style.small());
    const QFontMetricsF fm = m_style.metrics(m_style.small());
    const double arrow = m_style.pt(4);
    QList<QRectF> taken;
    for (const report::ChartSeries& s : m_chart.series) {
        const std::optional<Exit> exit = exitAbove(s, y.max);
        if (!exit)
            continue;
        // A triangle on the top edge where the series leaves the plot, and its highest value beside it.
        const QColor color = ReportStyle::palette(s.color);
        const double x = std::clamp(mapX(exit->x), plot.left(), plot.right());
        QPainterPath triangle;
        triangle.moveTo(x, plot.top() - arrow);
        triangle.lineTo(x - arrow * 0.8, plot.top() + arrow * 0.4);
        triangle.lineTo(x + arrow * 0.8, plot.top() + arrow * 0.4);
        triangle.closeSubpath();
        painter.fillPath(triangle, color);
        const QString text = QStringLiteral("↑ ") + tickText(exit->highest, std::min(yStep, 1.0));
        const double w = fm.horizontalAdvance(text) + m_style.pt(4);
        // Below the row where numbered markers sit on the top edge.
        QRectF box(x + arrow, plot.top() + m_style.pt(6), w, fm.height());
        if (box.right() > plot.right())
            box.moveRight(x - arrow);
        for (bool moved = true; moved;) { // labels of several series stack downwards
            moved = false;
            for (const QRectF& other : taken) {
                if (box.intersects(other)) {
                    box.moveTop(other.bottom());
                    moved = true;
                }
            }
        }
        taken.append(box);
        painter.fillRect(box, QColor(255, 255, 255, 230));
        painter.setPen(color.darker(130));
        painter.drawText(box, Qt::AlignCenter, text);
    }
    painter.restore();
}

std::optional<ReportChartPainter::Exit> ReportChartPainter::exitAbove(const report::ChartSeries& s, double top) const
{
    std::optional<Exit> exit;
    const QPointF* previous = nullptr;
    for (const QPointF& p : s.points) {
        if (!std::isfinite(p.y()) || (m_chart.logX && p.x() <= 0)) {
            previous = nullptr;
            continue;
        }
        if (p.y() > top) {
            if (!exit) {
                // Where the line crosses the top: between the last point below and this one (a staircase
                // rises at this point's x).
                double x = p.x();
                if (previous && previous->y() <= top && !s.steps && p.y() != previous->y())
                    x = previous->x() + (top - previous->y()) / (p.y() - previous->y()) * (p.x() - previous->x());
                exit = Exit { x, p.y() };
            }
            exit->highest = std::max(exit->highest, p.y());
        }
        previous = &p;
    }
    return exit;
}

void ReportChartPainter::paintXAxisLabels(
    QPainter& painter, const QRectF& plot, const QList<QPair<double, QString>>& ticks) const
{
    const QFontMetricsF fm = m_style.metrics(m_style.small());
    painter.setPen(ReportStyle::muted());
    for (const auto& [x, label] : ticks) {
        const double w = fm.horizontalAdvance(label);
        painter.drawText(QRectF(x - w / 2, plot.bottom() + m_style.pt(2), w, fm.height()), Qt::AlignCenter, label);
    }
    painter.setPen(ReportStyle::ink());
    painter.drawText(QRectF(plot.left(), plot.bottom() + fm.height() * 1.3, plot.width(), fm.height()), Qt::AlignCenter,
        m_chart.xLabel);
}

void ReportChartPainter::paintBars(QPainter& painter, const QRectF& area) const
{
    painter.setFont(m_style.small());
    const QFontMetricsF fm = m_style.metrics(m_style.small());
    double labelWidth = 0;
    double valueWidth = 0;
    const double min = m_chart.xMin.value_or(0);
    double max = m_chart.reference.value_or(min);
    for (const report::ChartBar& bar : m_chart.bars) {
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(bar.label));
        valueWidth = std::max(valueWidth, fm.horizontalAdvance(bar.valueText));
        double sum = bar.start;
        for (double part : bar.parts)
            sum += std::max(0.0, part);
        max = std::max(max, sum);
    }
    labelWidth = std::min(labelWidth, area.width() * 0.35);
    if (!(max > min))
        max = min + 1;
    double step = 1;
    const QList<double> ticks = linearTicks(min, min + (max - min) * 1.02, &step);
    // A reference line's label gets a line of its own above the bars, so it never runs over one.
    const double labelRoom = m_chart.referenceLabel.isEmpty() ? 0.0 : fm.height() * 1.2;
    const QRectF plot(area.left() + labelWidth + m_style.pt(6), area.top() + labelRoom,
        area.width() - labelWidth - m_style.pt(6) - valueWidth - m_style.pt(8),
        area.height() - fm.height() * 2.6 - labelRoom);
    const double top = ticks.isEmpty() ? max : std::max(max, ticks.last());
    auto mapX = [&](double v) { return plot.left() + (v - min) / (top - min) * plot.width(); };

    painter.setPen(QPen(ReportStyle::rule(), m_style.pt(0.4)));
    for (double t : ticks)
        painter.drawLine(QPointF(mapX(t), plot.top()), QPointF(mapX(t), plot.bottom()));
    QList<QPair<double, QString>> xLabels;
    for (double t : ticks)
        xLabels.append({ mapX(t), tickText(t, step) });
    paintXAxisLabels(painter, plot, xLabels);

    const qsizetype n = m_chart.bars.size();
    const double slot = n > 0 ? plot.height() / n : plot.height();
    const double thickness = std::min(m_style.pt(18), slot * 0.65);
    for (qsizetype i = 0; i < n; ++i) {
        const report::ChartBar& bar = m_chart.bars.at(i);
        const double mid = plot.top() + slot * (i + 0.5);
        painter.setPen(ReportStyle::ink());
        const WrappedText label(m_style, m_style.small(), bar.label, labelWidth);
        label.paint(painter, QPointF(area.left(), mid - label.height() / 2), Qt::AlignRight);
        double at = bar.start;
        for (qsizetype p = 0; p < bar.parts.size(); ++p) {
            const double part = std::max(0.0, bar.parts.at(p));
            const QRectF r(QPointF(mapX(at), mid - thickness / 2), QPointF(mapX(at + part), mid + thickness / 2));
            painter.fillRect(r, ReportStyle::palette(int(p)));
            at += part;
        }
        // A value that would run across the card's line is written after the line instead.
        double end = mapX(at);
        if (m_chart.reference) {
            const double line = mapX(*m_chart.reference);
            if (end < line && end + m_style.pt(4) + fm.horizontalAdvance(bar.valueText) > line)
                end = line;
        }
        painter.setPen(ReportStyle::ink());
        painter.drawText(QRectF(end + m_style.pt(3), mid - slot / 2, valueWidth + m_style.pt(4), slot),
            Qt::AlignLeft | Qt::AlignVCenter, bar.valueText);
    }
    if (m_chart.reference) {
        const double x = mapX(*m_chart.reference);
        QPen pen(ReportStyle::warning(), m_style.pt(1.2));
        pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        painter.setPen(ReportStyle::warning());
        const double w = fm.horizontalAdvance(m_chart.referenceLabel);
        const double left = std::min(x + m_style.pt(3), area.right() - w);
        painter.drawText(QRectF(left, plot.top() - labelRoom, w + m_style.pt(2), fm.height()), Qt::AlignLeft,
            m_chart.referenceLabel);
    }
    painter.setPen(QPen(ReportStyle::ink(), m_style.pt(0.8)));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
}

} // namespace rp
