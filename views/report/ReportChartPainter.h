#pragma once

#include "models/report/ReportContent.h"
#include "views/report/ReportStyle.h"

#include <QList>
#include <QPair>
#include <QString>

#include <functional>
#include <optional>

class QPainter;

namespace rp {

// Draws one report chart as vectors into a rectangle: axes with units, the
// series, boxes or bars, numbered markers and a legend. Positions only; every
// value comes from the chart content.
class ReportChartPainter {
public:
    ReportChartPainter(const ReportStyle& style, const report::Chart& chart);

    // Height the notes under the chart need for this width.
    double notesHeight(double width) const;
    void paint(QPainter& painter, const QRectF& rect) const;

private:
    struct Range {
        double min = 0;
        double max = 1;
    };
    Range xRange() const;
    Range yRange() const;
    double legendHeight(double width) const;
    void paintLegend(QPainter& painter, const QRectF& rect) const;
    void paintLines(QPainter& painter, const QRectF& plot, const Range& x, const Range& y) const;
    void paintBars(QPainter& painter, const QRectF& rect) const;
    // A series that rises above the value axis is marked where it leaves, with its highest value.
    struct Exit {
        double x = 0; // data x where the series first crosses the top
        double highest = 0;
    };
    std::optional<Exit> exitAbove(const report::ChartSeries& series, double top) const;
    void paintBeyondTop(QPainter& painter, const QRectF& plot, const std::function<double(double)>& mapX,
        const Range& y, double yStep) const;
    // Tick labels at device x positions under the plot, and the axis title below them.
    void paintXAxisLabels(QPainter& painter, const QRectF& plot, const QList<QPair<double, QString>>& ticks) const;

    const ReportStyle& m_style;
    const report::Chart& m_chart;
};

} // namespace rp
